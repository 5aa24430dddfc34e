// The baseline list page for bench/pages.mjs: antd's search form and table over rows fetched as
// JSON, nothing of ours (no shell, no menus, no dictionaries, no session).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, Form, Input, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';

type Row = { id: number; code: string; name: string; status: string };

function BareList() {
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    void fetch('./rows.json').then((r) => r.json()).then(setRows);
  }, []);
  return (
    <>
      <Form layout="inline">
        <Form.Item label="code"><Input /></Form.Item>
        <Form.Item label="name"><Input /></Form.Item>
        <Button type="primary">search</Button>
      </Form>
      <Table<Row>
        rowKey="id"
        dataSource={rows}
        rowSelection={{}}
        pagination={{ total: rows.length, showSizeChanger: true }}
        columns={[
          { title: 'id', dataIndex: 'id' },
          { title: 'code', dataIndex: 'code' },
          { title: 'name', dataIndex: 'name' },
          { title: 'status', dataIndex: 'status' },
        ]}
      />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>
    <BareList />
  </ConfigProvider>,
);
