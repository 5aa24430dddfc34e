import type { FastifyInstance } from 'fastify';
import { roleQuery } from '../../../contract/role.js';
import { registerExport } from '../../lib/export-route.js';
import { pickName } from '../../lib/local-name.js';
import type { Lang } from '../../lib/messages.js';
import { rolesFor, toRoleRow } from './repository.js';

const scopeLabels: Record<string, [string, string]> = {
  '1': ['全部数据权限', 'All data'],
  '2': ['自定数据权限', 'Custom departments'],
  '3': ['本部门数据权限', 'Own department'],
  '4': ['本部门及以下数据权限', 'Own department and below'],
  '5': ['仅本人数据权限', 'Own data only'],
};
const label = (pair: [string, string] | undefined, lang: Lang) => (pair ? pair[lang === 'en' ? 1 : 0] : '');
const statusLabels: Record<string, [string, string]> = { '0': ['正常', 'Normal'], '1': ['停用', 'Disabled'] };

/** GET and POST /system/role/export: the filtered roles, labels in the caller's language. */
export async function roleExportRoutes(app: FastifyInstance) {
  registerExport(app, {
    url: '/system/role/export',
    permission: 'system:role:export',
    tags: ['system: role'],
    query: roleQuery,
    sheet: { zh: '角色数据', en: 'roles' },
    columns: [
      { key: 'roleId', zh: '角色序号', en: 'ID', width: 10 },
      { key: 'roleName', zh: '角色名称', en: 'Name', width: 20 },
      { key: 'roleKey', zh: '角色权限', en: 'Key', width: 20 },
      { key: 'roleSort', zh: '角色排序', en: 'Order', width: 10 },
      { key: 'dataScope', zh: '数据范围', en: 'Data scope', width: 24 },
      { key: 'status', zh: '角色状态', en: 'Status', width: 10 },
      { key: 'remark', zh: '备注', en: 'Remark', width: 30 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    // only the administrator may see the administrator role
    rows: async (filter, lang, user) => {
      const rows = await rolesFor(app.db, user, filter);
      return rows.map((r) => ({ ...toRoleRow(r), roleName: pickName(r.roleName, r.roleNameEn, lang), dataScope: label(scopeLabels[r.dataScope], lang), status: label(statusLabels[r.status], lang) }));
    },
  });
}
