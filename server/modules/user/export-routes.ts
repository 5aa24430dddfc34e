import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userQuery } from '../../../contract/user.js';
import { registerExport } from '../../lib/export-route.js';
import { importColumns, sexLabel, statusLabel } from './import-sheet.js';
import { streamUsers } from './repository.js';
import { tags } from './route-config.js';

const header = (key: string) => importColumns.find((c) => c.key === key)!;

/** GET/POST /system/user/export: every user in the caller's scope matching the list's filters, streamed in batches. */
export const userExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/system/user/export',
    permission: 'system:user:export',
    tags,
    query: userQuery,
    sheet: { zh: '用户数据', en: 'users' },
    columns: [
      { key: 'userId', zh: '用户序号', en: 'User ID', width: 10 },
      ...['deptId', 'userName', 'nickName', 'email', 'phonenumber', 'sex', 'status'].map(header),
      { key: 'deptName', zh: '部门名称', en: 'Department', width: 20 },
      { key: 'leader', zh: '部门负责人', en: 'Department head', width: 16 },
      { key: 'loginIp', zh: '最后登录IP', en: 'Last login IP', width: 16 },
      { key: 'loginDate', zh: '最后登录时间', en: 'Last login' },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang, user) =>
      (async function* () {
        for await (const u of streamUsers(app.db, user, filter, undefined, lang)) {
          yield { ...u, sex: sexLabel(lang, u.sex), status: statusLabel(lang, u.status), deptName: u.dept?.deptName ?? '', leader: u.dept?.leader ?? '' };
        }
      })(),
  });
};
