import { Checkbox, Form } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeOption } from '../../../contract/menu';
import type { RoleRow } from '../../../contract/role';
import { menuTreeselect, roleMenuTreeselect } from './api';
import { CheckTree } from './check-tree';
import { conductStored } from './tree-keys';

interface Props {
  form: FormInstance;
  row?: RoleRow;
  /** from the Form.Item: the role's menu ids */
  value?: number[];
  onChange?: (ids: number[]) => void;
}

/**
 * The role dialog's menu permission tree (custom form item of `menuIds`). A new role starts from
 * the caller's menus; an edited one from its own checked menus. `menuCheckStrictly` lives beside
 * it as a hidden form field so that it is sent with the role.
 */
export function MenuTreeField({ form, row, value, onChange }: Props) {
  const { t } = useTranslation(['role']);
  const linked = (Form.useWatch('menuCheckStrictly', { form, preserve: true }) as boolean | undefined) ?? true;
  const [nodes, setNodes] = useState<TreeOption[]>([]);
  const [loading, setLoading] = useState(false);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    let live = true;
    setLoading(true);
    const load = row
      ? roleMenuTreeselect(row.roleId).then((r) => ({ menus: r.menus ?? [], checked: r.checkedKeys ?? [] }))
      : menuTreeselect().then((menus) => ({ menus: menus ?? [], checked: null }));
    load
      .then(({ menus, checked }) => {
        if (!live) return;
        setNodes(menus);
        if (checked && row) changeRef.current?.(row.menuCheckStrictly ? conductStored(menus, checked, true) : checked);
      })
      .catch(() => undefined) // request() has shown why
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [row]);

  return (
    <>
      <Form.Item name="menuCheckStrictly" valuePropName="checked" hidden noStyle>
        <Checkbox />
      </Form.Item>
      <CheckTree
        label={t('role:menuPerms')}
        nodes={nodes}
        value={value}
        onChange={onChange}
        linked={linked}
        onLinkedChange={(next) => form.setFieldValue('menuCheckStrictly', next)}
        withHalf
        loading={loading}
      />
    </>
  );
}
