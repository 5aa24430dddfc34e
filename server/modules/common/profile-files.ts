import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { msg } from './messages.js';
import { contentTypeOf, isInline } from './file-kind.js';
import { confine, extensionOf, isHiddenUpload, locateInside, uploadedName, uploadRoot } from './storage.js';

/**
 * Uploaded files and avatars at {apiBase}/profile/…, RuoYi's resource path. Public, because an
 * <img> carries no token; the names are random uuids. Never a folder listing; anything that
 * is not a plain image, PDF, video or text is sent as an attachment so that it cannot run here.
 * The hidden files beside the uploads (the names they came under, staged parts) are not served.
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
    const file = isHiddenUpload(name) ? ({ found: false, outside: false } as const) : await locateInside(root, full);
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
    // saved or opened under the name it was uploaded with, not the stored uuid
    const original = await uploadedName(file.path);
    const disposition = isInline(extension) ? 'inline' : 'attachment';
    if (original) reply.header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(original)}`);
    else if (!isInline(extension)) reply.header('content-disposition', 'attachment');
    return reply.send(createReadStream(file.path));
  });
};
