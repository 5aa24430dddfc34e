import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets, worked out once. @fastify/helmet builds a new helmet (parsing the CSP
 * directives again) on every request: a fifth of the time of a cached /getInfo went there
 * (bench/api.mjs). No route has options of its own, so every answer carries the same headers.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export const securityHeadersPlugin = fp<{ helmet: HelmetOptions }>(async (app, options) => {
  const headers = helmetHeaders(options.helmet);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
