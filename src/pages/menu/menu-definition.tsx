import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { MenuRow, MenuType } from '../../../contract/menu';
import { MenuIcon } from '../../components/menu-icon/menu-icon';
import type { AnyRow, CrudDefinition } from '../../components/crud/types';
import { HasPermi } from '../../lib/permission';
import { menuApi, parentOptions } from './api';
import { IconPicker } from './icon-picker';
import { statusField } from '../../components/crud/common-fields';

const bodySchema = () => import('../../../contract/menu').then((m) => m.menuInput);

const typeIs = (...types: MenuType[]) => (values: AnyRow) => types.includes(values.menuType as MenuType);
const notButton = typeIs('M', 'C');
const page = typeIs('C');
/** what a child of each type usually is */
const childType: Record<MenuType, MenuType> = { M: 'C', C: 'F', F: 'F' };

/** Menus (/system/menu): a tree list; the dialog shows RuoYi's fields for each menu type. */
export function menuDefinition(t: TFunction): CrudDefinition<MenuRow> {
  const hint = (key: string) => t(`menu:hints.${key}`);
  return {
    title: 'menu:title',
    rowKey: 'menuId',
    permission: 'system:menu',
    api: menuApi,
    schema: bodySchema,
    tree: { parentKey: 'parentId' },
    hide: ['selection', 'export'],
    formColumns: 2,
    formWidth: 720,
    formDefaults: () => ({ parentId: 0, menuType: 'M', orderNum: 0, isFrame: '1', isCache: '0', visible: '0', status: '0', icon: '#' }),
    fields: [
      { name: 'title', label: 'menu:menuName', form: false, table: { width: 220, ellipsis: true } },
      {
        name: 'parentId',
        label: 'menu:parentId',
        type: 'tree',
        table: false,
        loadOptions: () => parentOptions(t('menu:root')),
        form: { span: 24 },
      },
      {
        name: 'menuType',
        label: 'menu:menuType',
        type: 'select',
        options: (['M', 'C', 'F'] as const).map((v) => ({ value: v, label: t(`menu:types.${v}`) })),
        table: false,
        form: { widget: 'radio', span: 24 },
      },
      {
        name: 'icon',
        label: 'menu:icon',
        table: { width: 80, render: (v) => (v && v !== '#' ? <MenuIcon name={String(v)} /> : '') },
        form: { span: 24, showIf: notButton, render: () => <IconPicker /> },
      },
      { name: 'menuName', label: 'menu:menuName', search: 'text', table: false, form: { extra: hint('menuName') } },
      { name: 'menuNameEn', label: 'menu:menuNameEn', table: false },
      { name: 'orderNum', label: 'menu:orderNum', type: 'number', table: { width: 80 } },
      {
        name: 'isFrame',
        label: 'menu:isFrame',
        type: 'select',
        options: [
          { value: '0', label: t('menu:yes') },
          { value: '1', label: t('menu:no') },
        ],
        table: false,
        form: { widget: 'radio', showIf: notButton, extra: hint('isFrame') },
      },
      { name: 'path', label: 'menu:path', table: false, form: { showIf: notButton, extra: hint('path') } },
      { name: 'component', label: 'menu:component', table: { ellipsis: true }, form: { showIf: page, extra: hint('component') } },
      { name: 'perms', label: 'menu:perms', table: { ellipsis: true }, form: { showIf: typeIs('C', 'F'), extra: hint('perms') } },
      { name: 'query', label: 'menu:query', table: false, form: { showIf: page, extra: hint('query') } },
      { name: 'routeName', label: 'menu:routeName', table: false, form: { showIf: page, extra: hint('routeName') } },
      {
        name: 'isCache',
        label: 'menu:isCache',
        type: 'select',
        options: [
          { value: '0', label: t('menu:cache') },
          { value: '1', label: t('menu:noCache') },
        ],
        table: false,
        form: { widget: 'radio', showIf: page, extra: hint('isCache') },
      },
      { name: 'visible', label: 'menu:visible', type: 'dict', dict: 'sys_show_hide', table: false, form: { widget: 'radio', showIf: notButton, extra: hint('visible') } },
      statusField({ label: 'menu:status', form: { widget: 'radio', extra: hint('status') } }),
      { name: 'createTime', label: 'system:createTime', type: 'datetime' },
    ],
    rowActions: (row, ctx) => (
      <HasPermi value={['system:menu:add']}>
        <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => ctx.openAdd({ parentId: row.menuId, menuType: childType[row.menuType] })}>
          {t('menu:addChild')}
        </Button>
      </HasPermi>
    ),
  };
}

