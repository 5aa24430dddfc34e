import { ImportOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DbTableRow } from '../../../contract/gen';
import { showFeedback } from '../../lib/feedback';
import { dbTables, importTables } from './api';

/** "Import": the live tables that are no module yet; the chosen ones are imported with their columns. */
export function ImportTablesButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation(['gen', 'crud']);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, pageSize: 10 });
  const [page, setPage] = useState<{ rows: DbTableRow[]; total: number }>({ rows: [], total: 0 });
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    void dbTables({ ...query, tableName: name || undefined }).then((answer) => setPage({ rows: answer.rows, total: answer.total }), () => undefined);
    // the name applies when searched, not on every key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const confirm = async () => {
    setBusy(true);
    try {
      await importTables(chosen);
      showFeedback((f) => void f.message.success(t('gen:imported', { count: chosen.length })));
      setOpen(false);
      setChosen([]);
      onImported();
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="cyan" variant="outlined" icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        {t('gen:import')}
      </Button>
      <Modal open={open} title={t('gen:importTitle')} width={760} onCancel={() => setOpen(false)} onOk={() => void confirm()} okText={t('crud:confirm')} cancelText={t('crud:cancel')} okButtonProps={{ disabled: !chosen.length, loading: busy }} destroyOnHidden>
        <Input.Search
          aria-label={t('gen:tableName')}
          placeholder={t('crud:enter', { label: t('gen:tableName') })}
          allowClear
          value={name}
          onChange={(e) => setName(e.target.value)}
          onSearch={() => setQuery((q) => ({ ...q, pageNum: 1 }))}
          style={{ marginBottom: 12, maxWidth: 320 }}
        />
        <Table<DbTableRow>
          size="small"
          rowKey="tableName"
          dataSource={page.rows}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as string[]) }}
          columns={[
            { title: t('gen:tableName'), dataIndex: 'tableName' },
            { title: t('gen:tableComment'), dataIndex: 'tableComment' },
          ]}
          pagination={{ current: query.pageNum, pageSize: query.pageSize, total: page.total, onChange: (pageNum, pageSize) => setQuery({ pageNum, pageSize }) }}
          locale={{ emptyText: t('gen:noTables') }}
        />
      </Modal>
    </>
  );
}
