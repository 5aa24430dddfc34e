import { Form, Input, Radio, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/auth';
import { profileInput } from '../../../contract/system';
import type { ProfileInput } from '../../../contract/system';
import { showServerFieldErrors } from '../../components/crud/server-errors';
import { fieldSchema, zodRules } from '../../components/crud/zod-rules';
import { useUserStore } from '../../stores/user';
import { updateUserProfile } from './api';
import { FormActions } from './form-actions';

interface Props {
  user?: SessionUser;
  onClose: () => void;
}

const FIELDS = ['nickName', 'phonenumber', 'email'] as const;

/** Basic information: nick name, phone, e-mail, sex (PUT /system/user/profile). */
export function UserInfoForm({ user, onClose }: Props) {
  const { t } = useTranslation(['profile', 'crud']);
  const [form] = Form.useForm<ProfileInput>();
  const [saving, setSaving] = useState(false);
  const [toast, holder] = message.useMessage();

  useEffect(() => {
    if (user) {
      const { nickName, phonenumber, email, sex } = user;
      form.setFieldsValue({ nickName, phonenumber, email, sex: (['0', '1', '2'].includes(sex) ? sex : '0') as ProfileInput['sex'] });
    }
  }, [user, form]);

  const submit = async (values: ProfileInput) => {
    const body = profileInput.parse({ ...values, email: values.email ?? '', phonenumber: values.phonenumber ?? '' });
    setSaving(true);
    try {
      await updateUserProfile(body);
      useUserStore.setState({ nickName: body.nickName });
      void toast.success(t('crud:editSuccess'));
    } catch (err) {
      showServerFieldErrors(form, err, FIELDS.map((name) => ({ name, label: t(`profile:${name}`) })));
    } finally {
      setSaving(false);
    }
  };

  const rules = (name: keyof ProfileInput) => zodRules(fieldSchema(profileInput, name), t(`profile:${name}`), t);
  return (
    <Form form={form} labelCol={{ flex: '100px' }} onFinish={submit} style={{ maxWidth: 560 }}>
      {holder}
      <Form.Item name="nickName" label={t('profile:nickName')} required rules={rules('nickName')}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('profile:phonenumber')} rules={rules('phonenumber')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label={t('profile:email')} rules={rules('email')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sex" label={t('profile:sex')}>
        <Radio.Group
          options={[
            { label: t('profile:male'), value: '0' },
            { label: t('profile:female'), value: '1' },
          ]}
        />
      </Form.Item>
      <FormActions saving={saving} onClose={onClose} />
    </Form>
  );
}
