import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerExport } from '../../lib/export-route.js';
import { postQuery } from '../../../contract/post.js';
import { pickName } from '../../lib/local-name.js';
import * as repo from './repository.js';


/** The Excel export of the posts, registered by post/routes.ts. */
export const postExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['system: post'];
  registerExport(app, {
    url: '/system/post/export',
    permission: 'system:post:export',
    tags,
    query: postQuery,
    sheet: { zh: '岗位数据', en: 'posts' },
    columns: [
      { key: 'postId', zh: '岗位序号', en: 'ID', width: 10 },
      { key: 'postCode', zh: '岗位编码', en: 'Code' },
      { key: 'postName', zh: '岗位名称', en: 'Name' },
      { key: 'postSort', zh: '岗位排序', en: 'Order', width: 10 },
      { key: 'status', zh: '状态', en: 'Status', width: 10 },
      { key: 'remark', zh: '备注', en: 'Remark', width: 40 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang) =>
    {
      const status = await app.dictCache.labeller('sys_normal_disable', lang);
      return (await repo.postsFor(app.db, filter)).map((r) => ({ ...repo.toPostRow(r), postName: pickName(r.postName, r.postNameEn, lang), status: status(r.status) }));
    },
  });
};
