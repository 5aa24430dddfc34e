import { Input } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeptOption } from '../../../contract/dept';
import { deferred } from '../../lib/deferred';
import { deptTreeSelect } from './api';

/** The tree comes after the list's first rows (its chunk and antd's whole sheet), as the crud kit's date and tree controls do. */
const Tree = deferred<TreeProps<TreeDataNode>>(() => import('./dept-tree').then((m) => m.DeptTree));

interface Props {
  selected?: number;
  onSelect: (dept: { id: number; name: string } | undefined) => void;
}

/** The nodes whose label holds the text, with the branches leading to them. */
function filterTree(nodes: DeptOption[], text: string): DeptOption[] {
  if (!text) return nodes;
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], text);
    return n.label.toLowerCase().includes(text.toLowerCase()) || children.length ? [{ ...n, children }] : [];
  });
}

const toNodes = (nodes: DeptOption[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.label, children: n.children?.length ? toNodes(n.children) : undefined }));

const allKeys = (nodes: DeptOption[]): number[] => nodes.flatMap((n) => [n.id, ...allKeys(n.children ?? [])]);

/** The department tree beside the user list: picking a node lists that department and those below it. */
export function DeptSideTree({ selected, onSelect }: Props) {
  const { t } = useTranslation(['user']);
  const [options, setOptions] = useState<DeptOption[]>([]);
  const [text, setText] = useState('');
  useEffect(() => {
    let live = true;
    void deptTreeSelect()
      .then((data) => live && setOptions(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const shown = useMemo(() => filterTree(options, text.trim()), [options, text]);

  return (
    <div className="user-dept-tree">
      <Input.Search allowClear placeholder={t('user:deptSearch')} aria-label={t('user:deptSearch')} onChange={(e) => setText(e.target.value)} style={{ marginBottom: 8 }} />
      {options.length > 0 && (
        <Tree
          blockNode
          // re-mounted by the filter so that every matching branch opens
          key={text}
          defaultExpandedKeys={allKeys(shown)}
          treeData={toNodes(shown)}
          selectedKeys={selected === undefined ? [] : [selected]}
          onSelect={(keys, { node }) => onSelect(keys.length ? { id: Number(keys[0]), name: String(node.title) } : undefined)}
        />
      )}
    </div>
  );
}
