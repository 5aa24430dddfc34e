import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { sortBody } from '../../../contract/common.js';
import { deptEditInput, deptIdParam, deptInput, deptQuery, type DeptInput } from '../../../contract/dept.js';
import { setSortOrder } from '../../lib/sort-order.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { pickName } from '../../lib/local-name.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok } from '../../lib/reply.js';
import type { LoginUser } from '../../lib/login-user.js';
import { sysDept } from './table.js';
import * as repo from './repository.js';

const perm = (action: string) => ({ access: { permission: `system:dept:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'dept', businessType } });
const tags = ['system: department'];

export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  const inScope = async (user: LoginUser, lang: Lang, deptId: number) => {
    if (!(await repo.deptInScope(db, user, deptId))) throw forbidden(msg(lang, 'deptScope'));
  };

  /** The parent's checks shared by add and edit; answers the new ancestors path. */
  const placeUnder = async (user: LoginUser, lang: Lang, input: DeptInput, self?: typeof sysDept.$inferSelect) => {
    if (self && input.parentId === self.deptId) throw badRequest(msg(lang, 'deptParentSelf'), 'parentId');
    if (input.parentId === 0) {
      if (self?.parentId === 0) return '0';
      throw badRequest(`parentId: ${msg(lang, 'deptParentMissing')}`, 'parentId');
    }
    const parent = await repo.findDept(db, input.parentId);
    if (!parent) throw badRequest(`parentId: ${msg(lang, 'deptParentMissing')}`, 'parentId');
    if (self && parent.ancestors.split(',').includes(String(self.deptId))) throw badRequest(msg(lang, 'deptParentSelf'), 'parentId');
    // moving under a department outside one's scope would hand it away
    if (!self || self.parentId !== parent.deptId) await inScope(user, lang, parent.deptId);
    if (!self && parent.status === '1') throw conflict(msg(lang, 'deptParentDisabled'));
    if (await repo.siblingNamed(db, input.parentId, input.deptName, self?.deptId)) throw conflict(msg(lang, 'deptNameTaken', input.deptName));
    return `${parent.ancestors},${parent.deptId}`;
  };

  app.get('/system/dept/list', { config: perm('list'), schema: { tags, summary: 'Every department in scope (no paging)', querystring: deptQuery } }, async (request) =>
    ok(request, (await repo.listDepts(db, request.user!, request.query)).map(repo.toDeptRow)));

  app.get('/system/dept/list/exclude/:deptId', {
    config: perm('list'),
    schema: { tags, summary: 'Every department but this one and those below it: the parents it may move under', params: deptIdParam },
  }, async (request) => {
    const id = request.params.deptId;
    const rows = await repo.listDepts(db, request.user!, {}, sql`${sysDept.deptId} <> ${id}`, sql`not (${String(id)} = any(string_to_array(${sysDept.ancestors}, ',')))`);
    return ok(request, rows.map(repo.toDeptRow));
  });

  app.get('/system/dept/:deptId', { config: perm('query'), schema: { tags, params: deptIdParam } }, async (request) => {
    const row = await repo.findDept(db, request.params.deptId);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    await inScope(request.user!, request.lang, row.deptId);
    const parent = row.parentId ? await repo.findDept(db, row.parentId) : undefined;
    return ok(request, { ...repo.toDeptRow(row), parentName: parent ? pickName(parent.deptName, parent.deptNameEn, request.lang) : null });
  });

  app.post('/system/dept', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: deptInput } }, async (request) => {
    const ancestors = await placeUnder(request.user!, request.lang, request.body);
    return ok(request, repo.toDeptRow(await repo.insertDept(db, request.body, ancestors, request.user!.userName)));
  });

  app.put('/system/dept/updateSort', {
    config: { ...perm('edit'), ...operLog(2) },
    schema: { tags, summary: 'Drag-to-sort: new order numbers for departments in scope ({deptIds, orderNums} as comma lists)', body: sortBody('deptIds') },
  }, async (request) => {
    const { deptIds, orderNums } = request.body;
    for (const deptId of deptIds) await inScope(request.user!, request.lang, deptId);
    const missing = await setSortOrder(db, sysDept, sysDept.deptId, 'orderNum', deptIds, orderNums);
    if (missing.length) throw notFound(`${msg(request.lang, 'notFound')}: ${missing.join(',')}`);
    return ok(request);
  });

  app.put('/system/dept', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: deptEditInput } }, async (request) => {
    const { lang } = request;
    const current = await repo.findDept(db, request.body.deptId);
    if (!current) throw notFound(msg(lang, 'notFound'));
    const body: DeptInput = { ...request.body, parentId: request.body.parentId ?? current.parentId };
    await inScope(request.user!, lang, current.deptId);
    const ancestors = await placeUnder(request.user!, lang, body, current);
    if (body.status === '1' && (await repo.enabledDescendantCount(db, current.deptId)) > 0) throw conflict(msg(lang, 'deptHasEnabledChildren'));
    return ok(request, repo.toDeptRow(await repo.updateDept(db, current, body, ancestors, request.user!.userName)));
  });

  app.delete('/system/dept/:deptId', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: deptIdParam } }, async (request) => {
    const { lang } = request;
    const row = await repo.findDept(db, request.params.deptId);
    if (!row) throw notFound(msg(lang, 'notFound'));
    await inScope(request.user!, lang, row.deptId);
    const name = pickName(row.deptName, row.deptNameEn, lang);
    if ((await repo.childCount(db, row.deptId)) > 0) throw conflict(msg(lang, 'deptHasChildren', name));
    if ((await repo.userCount(db, row.deptId)) > 0) throw conflict(msg(lang, 'deptHasUsers', name));
    await repo.softDeleteDept(db, row.deptId, request.user!.userName);
    return { code: 200, msg: msg(lang, 'ok') };
  });
};
