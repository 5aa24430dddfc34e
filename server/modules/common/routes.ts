import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadQuery, UPLOAD_EXTENSIONS, uploadResult, type UploadExtension } from '../../../contract/files.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { msg } from './messages.js';
import { contentMatches } from './file-kind.js';
import { commitUpload, confine, discard, downloadRoot, extensionOf, locateInside, stageUpload, uploadRoot } from './storage.js';
import { profileFileRoutes } from './profile-files.js';
import { withUploadQuota } from './upload-quota.js';

const tags = ['common'];
const allowed = (extension: string): extension is UploadExtension => (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);

/** The name a RuoYi download is saved under: what follows the first '_' (a uuid or time prefix). */
export const attachmentName = (fileName: string) => {
  const base = path.posix.basename(fileName);
  const i = base.indexOf('_');
  return i >= 0 && i < base.length - 1 ? base.slice(i + 1) : base;
};

export const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/common/upload', {
    config: { access: { login: true }, operLog: { title: 'upload', businessType: 0 } },
    schema: { tags, summary: `Upload one file (multipart field "file"): ${UPLOAD_EXTENSIONS.join(', ')}`, consumes: ['multipart/form-data'], response: { 200: uploadResult } },
  }, async (request, reply) => withUploadQuota(app, request, reply, app.config.uploadMaxBytes, async (grant) => {
    const part = await request.file({ limits: { fileSize: grant.maxBytes } });
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest(`file: ${msg(request.lang, 'fileMissing')}`, 'file');
    }
    const originalFilename = path.basename(part.filename || '').slice(0, 255);
    const extension = extensionOf(originalFilename);
    if (!allowed(extension)) {
      part.file.resume();
      throw badRequest(msg(request.lang, 'fileType', UPLOAD_EXTENSIONS.join(', ')), 'file');
    }
    const staged = await stageUpload(part, path.join(uploadRoot(app.config.dataDir), 'upload'));
    if (staged.truncated) {
      await discard(staged.tmpPath);
      throw await grant.tooLarge();
    }
    if (!contentMatches(extension, staged.head)) {
      await discard(staged.tmpPath);
      throw badRequest(msg(request.lang, 'fileType', extension), 'file');
    }
    await grant.record(staged);
    const { fileName, newFileName } = await commitUpload(staged, uploadRoot(app.config.dataDir), 'upload', extension, originalFilename);
    return { code: 200, msg: msg(request.lang, 'ok'), url: `${app.config.apiBase}${fileName}`, fileName, newFileName, originalFilename };
  }));

  app.get('/common/download', {
    config: { access: { login: true } },
    schema: { tags, summary: 'Download a generated file from the download folder; delete=true removes it afterwards', querystring: downloadQuery },
  }, async (request, reply) => {
    const { fileName } = request.query;
    const root = downloadRoot(app.config.dataDir);
    const rejected = () => badRequest(msg(request.lang, 'fileName', fileName), 'fileName');
    const full = confine(root, fileName);
    if (!full || !allowed(extensionOf(fileName))) throw rejected();
    const file = await locateInside(root, full);
    if (!file.found) throw file.outside ? rejected() : notFound(msg(request.lang, 'fileNotFound'));
    const name = encodeURIComponent(attachmentName(fileName));
    const stream = createReadStream(file.path);
    if (request.query.delete === 'true') stream.once('end', () => void unlink(file.path).catch(() => undefined));
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
      .header('download-filename', name)
      .send(stream);
  });

  await app.register(profileFileRoutes);
};
