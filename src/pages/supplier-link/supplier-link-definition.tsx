import { StopOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { SupplierLinkRow } from '../../../contract/supplier-booking';
import { ConfirmButton } from '../../components/crud/confirm-button';
import type { CrudDefinition, FieldDef } from '../../components/crud/types';
import { revokeSupplierLink, supplierLinkApi } from './api';
import { LinkOrdersSelect, VendorSelect } from './link-fields';

const bodySchema = () => import('../../../contract/supplier-booking').then((m) => m.supplierLinkInput);

type Row = SupplierLinkRow;

interface Actions {
  t: (key: string, options?: Record<string, unknown>) => string;
}

const label = (name: string) => `supplier-link:${name}`;
const STATE_COLORS: Record<Row['state'], string> = { active: 'success', revoked: 'default', expired: 'warning' };

/** Supplier links (/delivery/supplierLink): cs makes a booking link per supplier, watches its use and revokes it. */
export function supplierLinkDefinition({ t }: Actions): CrudDefinition<Row> {
  const stateOptions = (['active', 'revoked', 'expired'] as const).map((s) => ({ value: s, label: t(`supplier-link:state.${s}`) }));
  const fields: FieldDef<Row>[] = [
    { name: 'linkId', label: label('linkId'), form: false, table: { width: 80 } },
    {
      name: 'vendorDeptName',
      label: label('vendorDeptName'),
      search: 'text',
      table: { width: 180, ellipsis: true },
      form: { render: ({ form, label: name }) => <VendorSelect form={form} aria-label={name} /> },
    },
    { name: 'orderIds', label: label('orders'), table: false, form: { render: ({ form, label: name }) => <LinkOrdersSelect form={form} aria-label={name} />, extra: t('supplier-link:ordersHint') } },
    { name: 'orderNos', label: label('orders'), form: false, table: { width: 180, ellipsis: true, render: (v) => (v ? String(v) : t('supplier-link:allOrdersShort')) } },
    { name: 'expiresOn', label: label('expiresOn'), type: 'date', form: { extra: t('supplier-link:expiresHint') }, table: { width: 120, render: (v) => (v ? String(v) : t('supplier-link:noExpiry')) } },
    { name: 'contactEmail', label: label('contactEmail'), table: { width: 200, ellipsis: true } },
    {
      name: 'lang',
      label: label('lang'),
      type: 'select',
      options: [
        { value: 'zh', label: t('supplier-link:langs.zh') },
        { value: 'en', label: t('supplier-link:langs.en') },
      ],
      form: { widget: 'radio', extra: t('supplier-link:langHint') },
      table: { width: 90 },
    },
    {
      name: 'state',
      label: label('stateLabel'),
      type: 'select',
      options: stateOptions,
      search: 'select',
      form: false,
      table: { width: 100, render: (v) => <Tag color={STATE_COLORS[v as Row['state']]}>{t(`supplier-link:state.${String(v)}`)}</Tag> },
    },
    { name: 'useCount', label: label('useCount'), type: 'number', form: false, table: { width: 90 } },
    { name: 'lastUsedTime', label: label('lastUsedTime'), type: 'datetime', form: false },
    { name: 'remark', label: label('remark'), type: 'textarea', table: false },
    { name: 'createBy', label: label('createBy'), form: false, table: { width: 100 } },
    { name: 'createTime', label: label('createTime'), type: 'datetime', form: false },
  ];
  return {
    title: 'supplier-link:title',
    rowKey: 'linkId',
    permission: 'biz:supplierLink',
    api: supplierLinkApi,
    schema: bodySchema,
    formName: 'supplier-link',
    formWidth: 640,
    formDefaults: () => ({ lang: 'zh', orderIds: [] }),
    // a link is made and revoked, never changed: what it was sent as stays what it is
    hide: ['edit', 'remove', 'export', 'selection'],
    fields,
    rowActions: (row, ctx) =>
      row.state === 'active' && (
        <ConfirmButton
          permission="biz:supplierLink:revoke"
          prompt={t('supplier-link:confirmRevoke', { name: row.vendorDeptName, id: row.linkId })}
          done={t('supplier-link:revoked')}
          onConfirm={() => revokeSupplierLink(row.linkId)}
          onDone={ctx.reload}
          button={{ type: 'link', size: 'small', danger: true, icon: <StopOutlined /> }}
        >
          {t('supplier-link:revoke')}
        </ConfirmButton>
      ),
  };
}
