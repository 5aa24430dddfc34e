import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeptRow } from '../../../contract/dept';
import type { TreeDataNode } from '../../components/crud/field-options';
import { shownName } from '../../components/crud/common-fields';
import { handleTree } from '../../lib/ruoyi';
import { deptCandidates } from './api';

interface Props {
  /** the department being edited: it and its subtree are no place to move it */
  excludeId?: number;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

const toNodes = (rows: (DeptRow & { children?: DeptRow[] })[]): TreeDataNode[] =>
  rows.map((d) => ({ title: shownName(d.deptName, d.deptNameEn), value: d.deptId, disabled: d.status === '1', children: d.children && toNodes(d.children) }));

/** The parent picker of the department dialog (RuoYi's list/exclude/{deptId}). */
export function DeptParentSelect({ excludeId, value, onChange }: Props) {
  const { t } = useTranslation(['dept', 'crud']);
  const [nodes, setNodes] = useState<TreeDataNode[]>([]);
  useEffect(() => {
    let live = true;
    void deptCandidates(excludeId)
      .then((rows) => live && setNodes(toNodes(handleTree(rows, 'deptId', 'parentId') as (DeptRow & { children?: DeptRow[] })[])))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [excludeId]);
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      value={value}
      onChange={onChange}
      treeData={nodes}
      placeholder={t('crud:select', { label: t('dept:parentId') })}
    />
  );
}
