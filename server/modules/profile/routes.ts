import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResult } from '../../../contract/common.js';
import { AVATAR_MAX_BYTES, avatarResult } from '../../../contract/files.js';
import { passwordInput, profileInput, profileResult } from '../../../contract/system.js';
import { contractMessage } from '../../../contract/messages.js';
import { zodIn } from '../../lib/zod-locale.js';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { checkPassword, hashPassword } from '../../lib/password-hash.js';
import { msg } from './messages.js';
import { msg as userMsg } from '../user/messages.js';
import { msg as authMsg } from '../auth/messages.js';
import { guessPassword } from '../auth/password-tries.js';
import { ok } from '../../lib/reply.js';
import { imageExtensionOf } from '../common/file-kind.js';
import { commitUpload, confine, discard, stageUpload, uploadRoot } from '../common/storage.js';
import { withUploadQuota } from '../common/upload-quota.js';
import { toSessionUser } from '../auth/user-view.js';
import * as repo from './repository.js';

const tags = ['system: profile'];
const signedIn = { access: { login: true as const } };

export const routes: FastifyPluginAsyncZod = async (app) => {
  const currentUser = async (request: { user: { userId: number } | null; lang: 'zh' | 'en' }) => {
    const row = await repo.findUser(app.db, request.user!.userId);
    if (!row) throw unauthorized(msg(request.lang, 'unauthorized'));
    return row;
  };

  app.get('/system/user/profile', { config: { ...signedIn, beforePasswordChange: true }, schema: { tags, summary: 'The signed-in user, role and post names', response: { 200: profileResult } } }, async (request) => {
    const row = await currentUser(request);
    const [deptName, roles, posts] = await Promise.all([
      repo.deptNameOf(app.db, row.deptId, request.lang),
      repo.roleNamesOf(app.db, row.userId, request.lang),
      repo.postNamesOf(app.db, row.userId, request.lang),
    ]);
    return { ...ok(request), data: toSessionUser(row, deptName), roleGroup: roles.join(','), postGroup: posts.join(',') };
  });

  app.put('/system/user/profile', {
    config: { ...signedIn, operLog: { title: 'profile', businessType: 2 } },
    schema: { tags, summary: 'Change one\'s own name, e-mail, phone and sex', body: profileInput, response: { 200: okResult } },
  }, async (request) => {
    const { userId, userName } = request.user!;
    const { email, phonenumber } = request.body;
    if (await repo.emailTaken(app.db, email, userId)) throw conflict(userMsg(request.lang, 'emailTaken', email));
    if (await repo.phoneTaken(app.db, phonenumber, userId)) throw conflict(userMsg(request.lang, 'phoneTaken', phonenumber));
    await repo.updateProfile(app.db, userId, request.body, userName);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  // RuoYi clients send the passwords as query parameters, this SPA as a JSON body: both are read.
  app.put('/system/user/profile/updatePwd', {
    config: { ...signedIn, beforePasswordChange: true, operLog: { title: 'profile password', businessType: 2 } },
    schema: { tags, summary: 'Change one\'s own password', body: passwordInput.partial().nullish(), querystring: passwordInput.partial(), response: { 200: okResult } },
  }, async (request) => {
    const parsed = passwordInput.safeParse({ ...request.query, ...(request.body ?? {}) }, zodIn(request.lang));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`${issue.path.join('.')}: ${contractMessage(request.lang, issue.message)}`, String(issue.path[0]));
    }
    const { oldPassword, newPassword } = parsed.data;
    const row = await currentUser(request);
    // the old password is a guess like a login's: counted and locked with them (password-tries.ts)
    const guess = await guessPassword(app.db, row.userName, oldPassword, row.password);
    if (guess === 'locked') throw new AppError(403, authMsg(request.lang, 'loginLocked'), 'oldPassword');
    if (guess === 'wrong') throw badRequest(msg(request.lang, 'oldPasswordWrong'), 'oldPassword');
    if ((await checkPassword(newPassword, row.password)).ok) throw badRequest(msg(request.lang, 'samePassword'), 'newPassword');
    await repo.updatePasswordHash(app.db, row.userId, await hashPassword(newPassword), row.userName, request.user!.sessionId);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.post('/system/user/profile/avatar', {
    config: { ...signedIn, operLog: { title: 'profile avatar', businessType: 2 } },
    schema: { tags, summary: 'Upload one\'s avatar (multipart field "avatarfile", an image of at most 2 MB)', consumes: ['multipart/form-data'], response: { 200: avatarResult } },
  }, async (request, reply) => withUploadQuota(app, request, reply, Math.min(AVATAR_MAX_BYTES, app.config.uploadMaxBytes), async (grant) => {
    const part = await request.file({ limits: { fileSize: grant.maxBytes } });
    if (!part || part.fieldname !== 'avatarfile') {
      part?.file.resume();
      throw badRequest(`avatarfile: ${msg(request.lang, 'fileMissing')}`, 'avatarfile');
    }
    const root = uploadRoot(app.config.dataDir);
    const staged = await stageUpload(part, path.join(root, 'avatar'));
    if (staged.truncated) {
      await discard(staged.tmpPath);
      throw await grant.tooLarge();
    }
    const extension = imageExtensionOf(staged.head);
    if (!extension) {
      await discard(staged.tmpPath);
      throw badRequest(msg(request.lang, 'fileType', 'bmp, gif, jpg, jpeg, png'), 'avatarfile');
    }
    const previous = (await currentUser(request)).avatar;
    await grant.record(staged);
    const { fileName } = await commitUpload(staged, root, 'avatar', extension);
    await repo.updateAvatar(app.db, request.user!.userId, fileName, request.user!.userName);
    // the replaced picture is of no further use
    const old = previous.startsWith('/profile/avatar/') ? confine(root, previous.slice('/profile/'.length)) : null;
    if (old) await discard(old);
    return { code: 200, msg: msg(request.lang, 'ok'), imgUrl: fileName };
  }));
};
