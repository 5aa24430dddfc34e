import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../lib/messages.js';

export interface RuoyiCompatOptions {
  /** RUOYI_COMPAT=true: on for every request */
  enabled: boolean;
  /** the parameter sys.api.ruoyiCompat, read through the configuration cache (given by app.ts) */
  parameterOn(): Promise<boolean>;
}

/**
 * The language of a RuoYi client: RuoYi's `?lang=` parameter, else the `Content-Language` header
 * its newer consoles (and ours) send, else Chinese. A browser's own Accept-Language is not asked:
 * RuoYi's Chinese console would otherwise turn English in an English browser.
 */
export function ruoyiLangOf(request: Pick<FastifyRequest, 'query' | 'headers'>): Lang {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asked = typeof query.lang === 'string' ? query.lang : request.headers['content-language'];
  return typeof asked === 'string' && asked.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/**
 * RuoYi mode: every API failure answers HTTP 200 with its code in the {code, msg} body, as RuoYi
 * does, because RuoYi's clients treat any other status as a transport error (and never open their
 * "log in again" dialog on a 401). Off by default: HTTP statuses are the better contract.
 */
export const ruoyiCompatPlugin = fp<RuoyiCompatOptions>(async (app, { enabled, parameterOn }) => {
  app.decorateRequest('ruoyi', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${app.config.apiBase}/`)) return;
    // probes, load balancers and Prometheus read /health's and /metrics' status codes: never
    // turned into 200, and never waiting for this parameter's lookup on a database that does not answer
    if (request.url.startsWith(`${app.config.apiBase}/health`) || request.url.startsWith(`${app.config.apiBase}/metrics`)) return;
    request.ruoyi = enabled || (await parameterOn());
    if (request.ruoyi) request.lang = ruoyiLangOf(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.ruoyi && reply.statusCode >= 400) reply.code(200);
    return payload;
  });
});
