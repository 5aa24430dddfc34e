import { Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordInput } from '../../../contract/system';
import type { PasswordInput } from '../../../contract/system';
import { showServerFieldErrors } from '../../components/crud/server-errors';
import { fieldSchema, zodRules } from '../../components/crud/zod-rules';
import { useUserStore } from '../../stores/user';
import { updateUserPwd } from './api';
import { FormActions } from './form-actions';

type Values = PasswordInput & { confirmPassword: string };

/** Change password (PUT /system/user/profile/updatePwd); the confirmation must match. */
export function ResetPwdForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['profile', 'crud']);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [toast, holder] = message.useMessage();

  const submit = async ({ oldPassword, newPassword }: Values) => {
    setSaving(true);
    try {
      await updateUserPwd(passwordInput.parse({ oldPassword, newPassword }));
      form.resetFields();
      useUserStore.setState({ isDefaultModifyPwd: false, isPasswordExpired: false, mustChangePassword: false });
      void toast.success(t('crud:editSuccess'));
    } catch (err) {
      showServerFieldErrors(form, err, [
        { name: 'oldPassword', label: t('profile:oldPassword') },
        { name: 'newPassword', label: t('profile:newPassword') },
      ]);
    } finally {
      setSaving(false);
    }
  };

  const rules = (name: keyof PasswordInput) => zodRules(fieldSchema(passwordInput, name), t(`profile:${name}`), t);
  return (
    <Form form={form} labelCol={{ flex: '100px' }} onFinish={submit} style={{ maxWidth: 560 }}>
      {holder}
      <Form.Item name="oldPassword" label={t('profile:oldPassword')} required rules={rules('oldPassword')}>
        <Input.Password autoComplete="current-password" placeholder={t('profile:oldPasswordPlaceholder')} />
      </Form.Item>
      <Form.Item name="newPassword" label={t('profile:newPassword')} required rules={rules('newPassword')}>
        <Input.Password autoComplete="new-password" placeholder={t('profile:newPasswordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile:confirmPassword')}
        required
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('profile:confirmPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: async (_r, value: string) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(t('profile:passwordMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('profile:confirmPasswordPlaceholder')} />
      </Form.Item>
      <FormActions saving={saving} onClose={onClose} />
    </Form>
  );
}
