import { Button, Card, Checkbox, Flex, Form, Input, Radio, Select, Space, Spin, Table, Tabs, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HTML_TYPES, QUERY_TYPES, TS_TYPES, type GenColumn, type GenTableInput } from '../../../contract/gen';
import type { TreeOption } from '../../../contract/menu';
import { showFeedback } from '../../lib/feedback';
import { request } from '../../lib/request';
import { genConfig, saveGenConfig, type GenConfig } from './api';

type Flag = 'isList' | 'isQuery' | 'isEdit' | 'isRequired';
const FLAGS: Flag[] = ['isList', 'isQuery', 'isEdit', 'isRequired'];
interface MenuNode {
  value: number;
  title: string;
  children?: MenuNode[];
}
const toTree = (options: TreeOption[]): MenuNode[] => options.map((o) => ({ value: o.id, title: o.label, children: o.children ? toTree(o.children) : undefined }));

/** /gen/edit?tableId=: basic information, one row per column, and how and where the module is generated. */
export function GenEditPage() {
  const { t } = useTranslation(['gen', 'crud']);
  const [params] = useSearchParams();
  const tableId = Number(params.get('tableId'));
  const [form] = Form.useForm();
  const [config, setConfig] = useState<GenConfig>();
  const [columns, setColumns] = useState<GenColumn[]>([]);
  const [dicts, setDicts] = useState<{ value: string; label: string }[]>([]);
  const [menus, setMenus] = useState<TreeOption[]>([]);
  const [roles, setRoles] = useState<{ value: string; label: string }[]>([]);
  const [saving, setSaving] = useState(false);
  const template = Form.useWatch('tplCategory', form);

  useEffect(() => {
    if (!tableId) return;
    void genConfig(tableId).then((loaded) => {
      setConfig(loaded);
      setColumns(loaded.rows);
      form.setFieldsValue(loaded.info);
    }, () => undefined);
    void request<{ data: { dictType: string; dictName: string }[] }>({ url: '/system/dict/type/optionselect', method: 'get' }).then(
      (answer) => setDicts(answer.data.map((d) => ({ value: d.dictType, label: `${d.dictName} (${d.dictType})` }))),
      () => undefined,
    );
    void request<{ data: TreeOption[] }>({ url: '/system/menu/treeselect', method: 'get' }).then((answer) => setMenus(answer.data), () => undefined);
    // by key: the module's migration grants on other databases, where ids differ
    void request<{ data: { roleKey: string; roleName: string }[] }>({ url: '/system/role/optionselect', method: 'get' }).then(
      (answer) => setRoles(answer.data.filter((r) => r.roleKey !== 'admin').map((r) => ({ value: r.roleKey, label: `${r.roleName} (${r.roleKey})` }))),
      () => undefined,
    );
  }, [tableId, form]);

  const change = (index: number, patch: Partial<GenColumn>) => setColumns((all) => all.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  const save = async () => {
    const values = (await form.validateFields()) as Omit<GenTableInput, 'columns' | 'tableId'>;
    setSaving(true);
    try {
      await saveGenConfig({ ...values, tableId, parentMenuId: values.parentMenuId ?? 0, columns });
      showFeedback((f) => void f.message.success(t('crud:editSuccess')));
    } catch {
      // the request layer has shown why
    } finally {
      setSaving(false);
    }
  };

  if (!config) return <Spin />;
  const text = (name: string, label: string, extra?: object) => (
    <Form.Item name={name} label={t(label)} {...extra}>
      <Input />
    </Form.Item>
  );
  return (
    <Card>
      <Form form={form} layout="vertical" name="tool-gen-edit">
        <Tabs
          items={[
            {
              key: 'basic',
              label: t('gen:basic'),
              forceRender: true,
              children: (
                <Flex vertical style={{ maxWidth: 640 }}>
                  {text('tableName', 'gen:tableName', { children: <Input disabled /> })}
                  {text('tableComment', 'gen:tableComment')}
                  {text('className', 'gen:className', { rules: [{ required: true }] })}
                  {text('author', 'gen:author')}
                  {text('remark', 'system:remark')}
                </Flex>
              ),
            },
            {
              key: 'columns',
              label: t('gen:columns'),
              forceRender: true,
              children: (
                <Table<GenColumn>
                  size="small"
                  rowKey="columnName"
                  dataSource={columns}
                  pagination={false}
                  scroll={{ x: 1400 }}
                  columns={[
                    { title: t('gen:columnName'), dataIndex: 'columnName', width: 130, fixed: 'left' },
                    { title: t('gen:dbType'), dataIndex: 'dbType', width: 150 },
                    { title: t('gen:labelZh'), width: 130, render: (_, c, i) => <Input size="small" aria-label={`${c.columnName} ${t('gen:labelZh')}`} value={c.labelZh} onChange={(e) => change(i, { labelZh: e.target.value })} /> },
                    { title: t('gen:labelEn'), width: 130, render: (_, c, i) => <Input size="small" aria-label={`${c.columnName} ${t('gen:labelEn')}`} value={c.labelEn} onChange={(e) => change(i, { labelEn: e.target.value })} /> },
                    { title: t('gen:tsType'), width: 100, render: (_, c, i) => <Select size="small" value={c.tsType} options={TS_TYPES.map((v) => ({ value: v, label: v }))} onChange={(v) => change(i, { tsType: v })} style={{ width: '100%' }} /> },
                    ...FLAGS.map((flag) => ({
                      title: t(`gen:${flag}`),
                      width: 70,
                      render: (_: unknown, c: GenColumn, i: number) => <Checkbox aria-label={`${c.columnName} ${t(`gen:${flag}`)}`} checked={c[flag]} disabled={c.isPk && flag !== 'isList'} onChange={(e) => change(i, { [flag]: e.target.checked })} />,
                    })),
                    { title: t('gen:queryType'), width: 110, render: (_, c, i) => <Select size="small" value={c.queryType} disabled={!c.isQuery} options={QUERY_TYPES.map((v) => ({ value: v, label: t(`gen:query.${v}`) }))} onChange={(v) => change(i, { queryType: v })} style={{ width: '100%' }} /> },
                    { title: t('gen:htmlType'), width: 130, render: (_, c, i) => <Select size="small" value={c.htmlType} options={HTML_TYPES.map((v) => ({ value: v, label: t(`gen:html.${v}`) }))} onChange={(v) => change(i, { htmlType: v })} style={{ width: '100%' }} /> },
                    { title: t('gen:dictType'), width: 220, render: (_, c, i) => <Select size="small" allowClear showSearch value={c.dictType || undefined} options={dicts} optionFilterProp="label" onChange={(v) => change(i, { dictType: v ?? '' })} style={{ width: '100%' }} /> },
                  ]}
                />
              ),
            },
            {
              key: 'generation',
              label: t('gen:generation'),
              forceRender: true,
              children: (
                <Flex vertical style={{ maxWidth: 640 }}>
                  <Form.Item name="tplCategory" label={t('gen:tplCategory')}>
                    <Radio.Group options={[{ value: 'crud', label: t('gen:tpl.crud') }, { value: 'tree', label: t('gen:tpl.tree') }]} />
                  </Form.Item>
                  {template === 'tree' && (
                    <Form.Item name="treeParentColumn" label={t('gen:treeParentColumn')} rules={[{ required: true }]}>
                      <Select options={columns.filter((c) => c.tsType === 'number' && !c.isPk).map((c) => ({ value: c.columnName, label: c.columnName }))} />
                    </Form.Item>
                  )}
                  {text('moduleName', 'gen:moduleName', { rules: [{ required: true }], extra: t('gen:moduleNameHint') })}
                  {text('businessName', 'gen:businessName', { rules: [{ required: true }], extra: t('gen:businessNameHint') })}
                  {text('functionNameZh', 'gen:functionNameZh', { rules: [{ required: true }] })}
                  {text('functionNameEn', 'gen:functionNameEn', { rules: [{ required: true }] })}
                  <Form.Item name="parentMenuId" label={t('gen:parentMenu')}>
                    <TreeSelect allowClear treeDefaultExpandAll treeData={[{ value: 0, title: t('gen:topLevel') }, ...toTree(menus)]} />
                  </Form.Item>
                  {text('permissionPrefix', 'gen:permissionPrefix', { rules: [{ required: true }], extra: t('gen:permissionPrefixHint') })}
                  <Form.Item name="grantRoleKeys" label={t('gen:grantRoles')} extra={t('gen:grantRolesHint')}>
                    <Select mode="multiple" allowClear options={roles} optionFilterProp="label" />
                  </Form.Item>
                </Flex>
              ),
            },
          ]}
        />
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('crud:confirm')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
