import dayjs from 'dayjs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOME_FIGURE_KEYS, homeSummaryResult } from '../../../contract/home.js';
import { unauthorized } from '../../lib/errors.js';
import { msg } from '../../lib/messages.js';
import { ok } from '../../lib/reply.js';
import { formatTime } from '../../lib/time.js';
import { deptNameOf, findUser, roleNamesOf } from '../profile/repository.js';
import { boardOf } from './board.js';
import { homeFigures } from './repository.js';

export const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/index/board', {
    config: { access: { login: true } },
    schema: { tags: ['home'], summary: 'The operations board: what the caller\'s permissions cover, today, this week and the last 30 days' },
  }, async (request) => ok(request, await boardOf(app.db, request.user!)));

  app.get('/index/summary', {
    config: { access: { login: true } },
    schema: { tags: ['home'], summary: 'Who is signed in and live counts for the home page', response: { 200: homeSummaryResult } },
  }, async (request) => {
    const user = request.user!;
    const now = Date.now();
    const [row, roles, deptName, figures] = await Promise.all([
      findUser(app.db, user.userId),
      roleNamesOf(app.db, user.userId, request.lang),
      deptNameOf(app.db, user.deptId, request.lang),
      homeFigures(app.db, dayjs(now).startOf('day').toDate(), new Date(now - app.config.sessionIdleMinutes * 60_000)),
    ]);
    if (!row) throw unauthorized(msg(request.lang, 'unauthorized'));
    figures.sort((a, b) => HOME_FIGURE_KEYS.indexOf(a.key) - HOME_FIGURE_KEYS.indexOf(b.key));
    return ok(request, {
      user: { userName: row.userName, nickName: row.nickName, deptName, roles, loginIp: row.loginIp || null, loginDate: formatTime(row.loginDate) },
      figures,
    });
  });
};
