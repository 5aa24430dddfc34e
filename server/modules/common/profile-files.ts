import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { msg } from './messages.js';
import { contentTypeOf, isInline } from './file-kind.js';
import { confine, extensionOf, locateInside, uploadRoot } from './storage.js';

/**
 * Uploaded files and avatars at {apiBase}/profile/…, RuoYi's resource path. Public, because an
 * <img> carries no token; the names are random uuids. Never a folder listing; anything that
 * is not a plain image, PDF, video or text is sent as an attachment so that it cannot run here.
 */
export const profileFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile/*', {
    config: { access: { public: true }, dbGate: false },
    schema: { tags: ['common'], summary: 'An uploaded file or avatar', params: z.object({ '*': z.string().max(255) }) },
  }, async (request, reply) => {
    const name = request.params['*'];
    const root = uploadRoot(app.config.dataDir);
    const full = confine(root, name);
    if (!full) throw badRequest(msg(request.lang, 'fileName', name), 'fileName');
    const file = await locateInside(root, full);
    if (!file.found) {
      if (file.outside) throw badRequest(msg(request.lang, 'fileName', name), 'fileName');
      throw notFound(msg(request.lang, 'fileNotFound'));
    }
    const extension = extensionOf(file.path);
    reply
      .header('content-type', contentTypeOf(extension))
      .header('content-length', file.size)
      .header('cache-control', 'private, max-age=86400');
    // a sandbox would also stop the browser's own PDF viewer
    if (extension !== 'pdf') reply.header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
    if (!isInline(extension)) reply.header('content-disposition', 'attachment');
    return reply.send(createReadStream(file.path));
  });
};
