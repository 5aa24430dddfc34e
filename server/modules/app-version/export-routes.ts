import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersionQuery } from '../../../contract/app-version.js';
import { registerExport } from '../../lib/export-route.js';
import * as repo from './repository.js';

/** The Excel export of the releases, registered by app-version/routes.ts. */
export const appVersionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/appVersion/export',
    permission: 'biz:appVersion:export',
    tags: ['biz: app version'],
    query: appVersionQuery,
    sheet: { zh: '版本日志', en: 'app versions' },
    columns: [
      { key: 'osType', zh: '手机系统', en: 'OS', width: 10 },
      { key: 'versionNo', zh: '版本号', en: 'Version', width: 12 },
      { key: 'buildNo', zh: '构建号', en: 'Build', width: 10 },
      { key: 'updateIntro', zh: '更新简介', en: 'What is new', width: 40 },
      { key: 'releaseTime', zh: '发布时间', en: 'Released' },
      { key: 'forceUpdate', zh: '强制更新', en: 'Update required', width: 12 },
      { key: 'remark', zh: '备注', en: 'Remark', width: 30 },
      { key: 'createBy', zh: '创建者', en: 'Created by', width: 12 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang) => {
      const [os, yesNo] = await Promise.all([app.dictCache.labeller('biz_app_os_type', lang), app.dictCache.labeller('sys_yes_no', lang)]);
      return (await repo.appVersionsFor(app.db, filter)).map((r) => ({ ...repo.toAppVersionRow(r), osType: os(r.osType), forceUpdate: yesNo(r.forceUpdate) }));
    },
  });
};
