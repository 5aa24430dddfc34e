// The bare antd list page (bench/bare-list) on the libraries the console must use to show a list:
// a hash data router, axios, i18next with react-i18next, zustand, js-cookie and dayjs — still none
// of our code. bench/pages.mjs prints it beside the console's lists: the floor of their weight.
import axios from 'axios';
import dayjs from 'dayjs';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createHashRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { create } from 'zustand';
import { Button, ConfigProvider, Form, Input, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';

type Row = { id: number; code: string; name: string; status: string };

void i18next.use(initReactI18next).init({
  lng: 'zh',
  resources: { zh: { common: { code: '编码', name: '名称', search: '搜索', status: '状态' } } },
  defaultNS: 'common',
  initAsync: false,
});
const useSession = create<{ token?: string }>(() => ({ token: Cookies.get('token') }));
const http = axios.create({ timeout: 10_000 });
http.interceptors.request.use((config) => {
  const token = useSession.getState().token;
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

function BareList() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    void http.get<Row[]>('./rows.json').then((r) => setRows(r.data));
  }, []);
  return (
    <>
      <Form layout="inline">
        <Form.Item label={t('code')}><Input /></Form.Item>
        <Form.Item label={t('name')}><Input /></Form.Item>
        <Button type="primary">{t('search')}</Button>
      </Form>
      <Table<Row>
        rowKey="id"
        dataSource={rows}
        rowSelection={{}}
        pagination={{ total: rows.length, showSizeChanger: true }}
        columns={[
          { title: 'id', dataIndex: 'id' },
          { title: t('code'), dataIndex: 'code' },
          { title: t('name'), dataIndex: 'name' },
          { title: t('status'), dataIndex: 'status', render: (v: string) => `${v} ${dayjs().format('YYYY')}` },
        ]}
      />
    </>
  );
}

const router = createHashRouter([{ path: '/', element: <Outlet />, loader: () => null, children: [{ index: true, element: <BareList /> }] }]);

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>
    <RouterProvider router={router} />
  </ConfigProvider>,
);
