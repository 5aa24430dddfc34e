import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../contract/user';
import { useSchema, useSubmitWhenSettled, zodRules } from '../../components/crud/zod-rules';
import { resetUserPwd } from './api';
import { appFeedback } from '../../lib/feedback';

// the users list's first rows need no zod (crud/types.ts BodySchemaSource)
const passwordSchema = () => import('../../../contract/user').then((m) => m.userPassword);

/** RuoYi's "reset password" prompt, the rule of the contract (5-20 characters). */
export function ResetPasswordDialog({ row, open, onClose }: { row: UserRow; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['user', 'crud']);
  const { message } = appFeedback;
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const label = t('user:newPassword');
  // asked for when the dialog opens: each row has this action, the list's first paint needs none of it
  const { schema, settled } = useSchema(open ? passwordSchema : undefined);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await resetUserPwd(row.userId, values.password);
      onClose();
      void message.success(t('user:resetSuccess', { name: row.userName }));
    } catch {
      // request() has shown why
    } finally {
      setSaving(false);
    }
  };

  const ok = useSubmitWhenSettled(settled, submit);

  return (
    <Modal
      open={open}
      title={t('crud:systemPrompt')}
      okText={t('crud:confirm')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving || ok.waiting}
      onOk={ok.onOk}
      onCancel={() => {
        ok.cancel();
        onClose();
      }}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="reset-password">
        <Form.Item name="password" label={t('user:resetPrompt', { name: row.userName })} required rules={zodRules(schema, label, t)}>
          <Input.Password autoComplete="new-password" placeholder={t('crud:enter', { label })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
