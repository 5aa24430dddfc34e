import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreorderRow } from '../../../contract/preorder';
import { checkPreorder } from './api';
import { appFeedback } from '../../lib/feedback';

interface Props {
  row: PreorderRow;
  onDone: () => void;
}

/** Pass / not pass of an unprocessed pre-order; not passing asks for the reason. */
export function CheckActions({ row, onDone }: Props) {
  const { t } = useTranslation(['preorder', 'crud']);
  const { modal, message } = appFeedback;
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ remark: string }>();

  const pass = () =>
    void modal.confirm({
      title: t('crud:systemPrompt'),
      content: t('preorder:confirmPass', { orderNo: row.orderNo }),
      okText: t('crud:confirm'),
      cancelText: t('crud:cancel'),
      onOk: async () => {
        try {
          await checkPreorder(row.preorderId, '1', '', row.version);
        } catch {
          onDone(); // request() has shown why (e.g. someone else checked it first)
          return;
        }
        void message.success(t('preorder:passed', { orderNo: row.orderNo }));
        onDone();
      },
    });

  const reject = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await checkPreorder(row.preorderId, '2', values.remark.trim(), row.version);
      void message.success(t('preorder:notPassedDone', { orderNo: row.orderNo }));
      setRejecting(false);
      onDone();
    } catch {
      // request() has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="link" size="small" icon={<CheckOutlined />} onClick={pass}>
        {t('preorder:pass')}
      </Button>
      <Button type="link" size="small" danger icon={<CloseOutlined />} onClick={() => setRejecting(true)}>
        {t('preorder:notPass')}
      </Button>
      <Modal
        open={rejecting}
        title={t('preorder:notPassTitle', { orderNo: row.orderNo })}
        okText={t('crud:confirm')}
        cancelText={t('crud:cancel')}
        confirmLoading={busy}
        onOk={() => void reject()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name={`preorder-reject-${row.preorderId}`} preserve={false}>
          <Form.Item name="remark" label={t('preorder:reason')} rules={[{ required: true, whitespace: true, message: t('preorder:reasonRequired') }, { max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
