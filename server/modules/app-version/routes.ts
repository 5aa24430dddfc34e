import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appVersionInput, appVersionQuery, compareVersions, latestVersion, latestVersionQuery, type AppVersionInput, type OsType } from '../../../contract/app-version.js';
import { envelope, idList, idParam } from '../../../contract/common.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { MicroCache } from '../../lib/micro-cache.js';
import { ok, page } from '../../lib/reply.js';
import { formatTime } from '../../lib/time.js';
import { appVersionExportRoutes } from './export-routes.js';
import { msg } from './messages.js';
import * as repo from './repository.js';

const perm = (action: string) => ({ access: { permission: `biz:appVersion:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'app version', businessType } });
const tags = ['biz: app version'];

/** /biz/appVersion: the phone app's releases; /public/appVersion/latest: what the app asks at start. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const osLabel = async (lang: Lang, os: OsType) => (await app.dictCache.labeller('biz_app_os_type', lang))(os);
  // every phone asks at start: one query per OS per PUBLIC_CACHE_MS
  const released = new MicroCache<Awaited<ReturnType<typeof repo.releasedVersions>>>(app.config.publicCacheMs);

  /**
   * Unique version and build per OS (409), and a new version number never below what is already
   * out for that OS (400); a release keeping its number may still be corrected.
   */
  const check = async (lang: Lang, input: AppVersionInput, exceptId = 0) => {
    const clash = await repo.clashOf(db, input, exceptId);
    const os = await osLabel(lang, input.osType);
    if (clash === 'versionNo') throw conflict(msg(lang, 'versionTaken', os, input.versionNo));
    if (clash === 'buildNo') throw conflict(msg(lang, 'buildTaken', os, String(input.buildNo)));
    const current = exceptId ? await repo.findAppVersion(db, exceptId) : undefined;
    if (current && current.osType === input.osType && current.versionNo === input.versionNo) return;
    const [latest] = await repo.releasedVersions(db, input.osType, exceptId);
    if (latest && compareVersions(input.versionNo, latest.versionNo) < 0) throw badRequest(`versionNo: ${msg(lang, 'versionLower', input.versionNo, os, latest.versionNo)}`, 'versionNo');
  };
  const saving = async <T>(lang: Lang, input: AppVersionInput, exceptId: number, write: () => Promise<T>) => {
    await check(lang, input, exceptId);
    try {
      const done = await write();
      released.clear();
      return done;
    } catch (error) {
      // two saves racing past the check meet the unique index: the same answer
      if (isUniqueViolation(error)) throw conflict(msg(lang, 'versionTaken', await osLabel(lang, input.osType), input.versionNo));
      throw error;
    }
  };

  app.get('/biz/appVersion/list', { config: perm('list'), schema: { tags, querystring: appVersionQuery } }, async (request) => {
    const { rows, total } = await repo.listAppVersions(db, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/appVersion/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const row = await repo.findAppVersion(db, request.params.id);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, repo.toAppVersionRow(row));
  });

  app.post('/biz/appVersion', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: appVersionInput } }, async (request) => {
    const row = await saving(request.lang, request.body, 0, () => repo.insertAppVersion(db, request.body, request.user!.userName));
    return ok(request, repo.toAppVersionRow(row));
  });

  app.put('/biz/appVersion', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: appVersionInput } }, async (request) => {
    const id = request.body.versionId;
    if (!id) throw badRequest('versionId: required', 'versionId');
    if (!(await repo.findAppVersion(db, id))) throw notFound(msg(request.lang, 'notFound'));
    const row = await saving(request.lang, request.body, id, () => repo.updateAppVersion(db, id, request.body, request.user!.userName));
    return ok(request, repo.toAppVersionRow(row));
  });

  app.delete('/biz/appVersion/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const gone = await db.transaction(async (tx) => {
      const deleted = await repo.deleteAppVersions(tx, request.params.ids);
      // all or none: a missing id leaves every row in place
      if (deleted.length !== new Set(request.params.ids).size) throw notFound(msg(request.lang, 'notFound'));
      return deleted;
    });
    released.clear();
    return { code: 200, msg: msg(request.lang, 'ok'), data: gone.length };
  });

  app.get('/public/appVersion/latest', {
    config: { access: { public: true }, rateLimit: { max: app.config.publicRateLimit, timeWindow: '1 minute' } },
    schema: { tags, summary: 'The latest released version for an OS; with ?version=, whether the phone must update', querystring: latestVersionQuery, response: { 200: envelope(latestVersion) } },
  }, async (request) => {
    const { osType, version } = request.query;
    const out = await released.get(osType, () => repo.releasedVersions(db, osType));
    const [latest] = out;
    if (!latest) throw notFound(msg(request.lang, 'noRelease', await osLabel(request.lang, osType)));
    const newer = version ? out.filter((r) => compareVersions(r.versionNo, version) > 0) : [latest];
    // only these fields leave: nothing of who entered it or when
    return ok(request, {
      osType,
      versionNo: latest.versionNo,
      buildNo: latest.buildNo,
      updateIntro: latest.updateIntro,
      releaseTime: formatTime(latest.releaseTime),
      updateAvailable: !!version && newer.length > 0,
      updateRequired: newer.some((r) => r.forceUpdate === 'Y'),
    });
  });

  await app.register(appVersionExportRoutes);
};
