// The baseline for bench/bundle.mjs: the smallest React + antd page with a form, nothing of ours.
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>
    <Form>
      <Form.Item label="user"><Input /></Form.Item>
      <Button type="primary">login</Button>
    </Form>
  </ConfigProvider>,
);
