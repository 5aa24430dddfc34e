import { EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperLogRow } from '../../../../contract/monitor';
import { DictTag } from '../../../components/crud/dict-tag';
import { useDict } from '../../../lib/dict';
import { HasPermi } from '../../../lib/permission';

const pretty = (json: string) => {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

const Code = ({ text }: { text: string }) => (
  <Typography.Paragraph style={{ margin: 0, maxHeight: 240, overflow: 'auto' }}>
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{pretty(text) || '-'}</pre>
  </Typography.Paragraph>
);

/** An operation log entry in full: the row action "details". */
export function OperLogDetail({ row }: { row: OperLogRow }) {
  const { t } = useTranslation(['monitor', 'crud']);
  const [open, setOpen] = useState(false);
  const dicts = useDict('sys_oper_type', 'sys_common_status');
  const label = (key: string) => t(`monitor:operlog.${key}`);
  return (
    <HasPermi value={['monitor:operlog:query']}>
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen(true)}>
        {t('crud:details')}
      </Button>
      <Modal open={open} title={t('monitor:operlog.detailTitle')} width={800} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Descriptions
          column={2}
          size="small"
          bordered
          items={[
            { key: 'title', label: label('title'), children: <>{row.title} / <DictTag options={dicts.sys_oper_type} value={row.businessType} /></> },
            { key: 'operName', label: label('operName'), children: `${row.operName}${row.deptName ? ` / ${row.deptName}` : ''} / ${row.operIp}` },
            { key: 'operUrl', label: label('operUrl'), children: row.operUrl },
            { key: 'requestMethod', label: label('requestMethod'), children: row.requestMethod },
            { key: 'method', label: label('method'), span: 2, children: row.method },
            { key: 'operParam', label: label('operParam'), span: 2, children: <Code text={row.operParam} /> },
            { key: 'jsonResult', label: label('jsonResult'), span: 2, children: <Code text={row.jsonResult} /> },
            { key: 'status', label: label('status'), children: <DictTag options={dicts.sys_common_status} value={row.status} /> },
            { key: 'costTime', label: label('costTime'), children: `${row.costTime} ms` },
            { key: 'operTime', label: label('operTime'), span: 2, children: row.operTime },
            ...(row.status === '1' ? [{ key: 'errorMsg', label: label('errorMsg'), span: 2, children: <Typography.Text type="danger">{row.errorMsg}</Typography.Text> }] : []),
          ]}
        />
      </Modal>
    </HasPermi>
  );
}
