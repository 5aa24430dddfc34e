import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeptRow } from '../../../contract/dept';
import type { CrudDefinition, ToolbarContext } from '../../components/crud/types';
import { HasPermi } from '../../lib/permission';
import { deptApi } from './api';
import { DeptParentSelect } from './dept-parent-select';
import { namePair, statusField } from '../../components/crud/common-fields';

const bodySchema = () => import('../../../contract/dept').then((m) => m.deptInput);

function AddChild({ row, ctx }: { row: DeptRow; ctx: ToolbarContext<DeptRow> }) {
  const { t } = useTranslation(['dept']);
  return (
    <HasPermi value={['system:dept:add']}>
      <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => ctx.openAdd({ parentId: row.deptId })}>
        {t('dept:addChild')}
      </Button>
    </HasPermi>
  );
}

export const deptDefinition: CrudDefinition<DeptRow> = {
  title: 'dept:title',
  rowKey: 'deptId',
  permission: 'system:dept',
  api: deptApi,
  schema: bodySchema,
  tree: { parentKey: 'parentId' },
  hide: ['export', 'selection'],
  formColumns: 2,
  formDefaults: () => ({ orderNum: 0, status: '0' }),
  fields: [
    ...namePair<DeptRow>('deptName', 'dept:deptName', { width: 260 }),
    {
      name: 'parentId',
      label: 'dept:parentId',
      type: 'tree',
      table: false,
      // the root has no parent to pick
      form: { span: 24, showIf: (values) => values.parentId !== 0, render: ({ row }) => <DeptParentSelect excludeId={row?.deptId} /> },
    },
    { name: 'orderNum', label: 'dept:orderNum', type: 'number', table: { width: 100 } },
    { name: 'leader', label: 'dept:leader', table: false },
    { name: 'phone', label: 'dept:phone', table: false },
    { name: 'email', label: 'dept:email', table: false },
    statusField({ table: { width: 100 } }),
    { name: 'createTime', label: 'system:createTime', type: 'datetime' },
  ],
  rowActions: (row, ctx) => <AddChild row={row} ctx={ctx} />,
};

