import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { GenTableRow } from '../../../contract/gen';
import type { CrudDefinition } from '../../components/crud/types';
import { HasPermi } from '../../lib/permission';
import { genApi, downloadCode } from './api';
import { GenRowActions } from './gen-row-actions';
import { CreateTableButton } from './create-table-dialog';
import { ImportTablesButton } from './import-dialog';
import { GenerateLabel } from './generate-label';

/** The code generator's list (/tool/gen): imported tables; import, preview, edit, synchronise, download. */
export const genDefinition: CrudDefinition<GenTableRow> = {
  title: 'gen:title',
  rowKey: 'tableId',
  permission: 'tool:gen',
  api: genApi,
  hide: ['add', 'edit', 'export'],
  fields: [
    { name: 'tableId', label: 'gen:tableId', form: false, table: { width: 80, sorter: true } },
    { name: 'tableName', label: 'gen:tableName', search: 'text', form: false, table: { sorter: true } },
    { name: 'tableComment', label: 'gen:tableComment', search: 'text', form: false, table: { ellipsis: true } },
    { name: 'className', label: 'gen:className', form: false },
    { name: 'moduleName', label: 'gen:moduleName', form: false },
    { name: 'createTime', label: 'system:createTime', type: 'datetime', form: false, table: { sorter: true } },
    { name: 'updateTime', label: 'gen:updateTime', type: 'datetime', form: false, table: { sorter: true } },
  ],
  toolbarExtra: ({ selectedRows, reload }) => (
    <>
      <HasPermi value={['tool:gen:import']}>
        <ImportTablesButton onImported={reload} />
      </HasPermi>
      {/* administrators only: no menu grants tool:gen:create */}
      <HasPermi value={['tool:gen:create']}>
        <CreateTableButton onCreated={reload} />
      </HasPermi>
      <HasPermi value={['tool:gen:code']}>
        <Button color="primary" variant="outlined" icon={<DownloadOutlined />} disabled={!selectedRows.length} onClick={() => void downloadCode(selectedRows.map((r) => r.tableName))}>
          <GenerateLabel />
        </Button>
      </HasPermi>
    </>
  ),
  rowActions: (row, { reload }) => <GenRowActions row={row} reload={reload} />,
};
