import { Checkbox, Flex, Spin, Tree } from 'antd';
import type { TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeOption } from '../../../contract/menu';
import { allKeys, conductKeys, linkedChecked } from './tree-keys';

interface Props {
  nodes: TreeOption[];
  /** the stored keys */
  value?: number[];
  onChange?: (keys: number[]) => void;
  /** parents and children checked together (RuoYi's menuCheckStrictly / deptCheckStrictly) */
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
  /** store half-checked parents too (menus: a page needs its directory) */
  withHalf: boolean;
  loading?: boolean;
  /** accessible name of the tree */
  label: string;
}

type TreeNode = { key: number; title: string; disabled?: boolean; children?: TreeNode[] };
const toTreeData = (nodes: TreeOption[]): TreeNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.label, disabled: n.disabled, children: n.children && toTreeData(n.children) }));

/** RuoYi's permission tree: checkable, with expand/collapse, all/none and linked/strict toggles. */
export function CheckTree({ nodes, value, onChange, linked, onLinkedChange, withHalf, loading, label }: Props) {
  const { t } = useTranslation(['role']);
  const keys = useMemo(() => allKeys(nodes), [nodes]);
  const treeData = useMemo(() => toTreeData(nodes), [nodes]);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const known = useMemo(() => new Set(keys), [keys]);
  // a stored key outside the tree (a menu the caller lacks) is not shown, and is kept
  const stored = value ?? [];
  const shown = stored.filter((k) => known.has(k));
  const unseen = stored.filter((k) => !known.has(k));
  const inOrder = (picked: Set<number>) => [...keys.filter((k) => picked.has(k)), ...unseen];

  const onCheck: TreeProps['onCheck'] = (checked, info) => {
    if (!linked) {
      onChange?.(inOrder(new Set((checked as { checked: number[] }).checked)));
      return;
    }
    const half = withHalf ? (info.halfCheckedKeys as number[]) : [];
    onChange?.(inOrder(new Set([...(checked as number[]), ...half])));
  };

  const relink = (next: boolean) => {
    onLinkedChange(next);
    // leaving strict mode: a checked parent now stands for all of its children
    if (next) onChange?.([...conductKeys(nodes, linkedChecked(nodes, shown), withHalf), ...unseen]);
  };

  const all = keys.length > 0 && shown.length >= keys.length;
  return (
    <div>
      <Flex gap={12} wrap style={{ marginBottom: 4 }}>
        <Checkbox checked={(expanded ?? []).length > 0} onChange={(e) => setExpanded(e.target.checked ? keys : [])}>
          {t('role:expand')}
        </Checkbox>
        <Checkbox checked={all} indeterminate={!all && shown.length > 0} onChange={(e) => onChange?.(e.target.checked ? [...keys, ...unseen] : unseen)}>
          {t('role:checkAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={(e) => relink(e.target.checked)}>
          {t('role:linked')}
        </Checkbox>
      </Flex>
      <Spin spinning={!!loading}>
        <div style={{ border: '1px solid #e5e6e7', borderRadius: 4, padding: 4, maxHeight: 320, overflow: 'auto' }}>
          <Tree
            aria-label={label}
            checkable
            selectable={false}
            checkStrictly={!linked}
            treeData={treeData}
            checkedKeys={linked ? linkedChecked(nodes, shown) : shown}
            expandedKeys={expanded ?? []}
            onExpand={(next) => setExpanded(next as number[])}
            onCheck={onCheck}
          />
        </div>
      </Spin>
    </div>
  );
}
