import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';
import { msg } from '../lib/messages.js';

const MAX_DEPTH = 32;

/** The path of the first string holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Input no route can use, refused for all of them before their schemas run: PostgreSQL cannot
 * store a NUL character in text, so one in a path, query or body would otherwise reach the
 * database and fail there as a server error.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const field = nulPath(request[part], '');
      if (field !== null) throw badRequest(`${field || part}: ${msg(request.lang, 'nulCharacter')}`, field || part);
    }
  });
});
