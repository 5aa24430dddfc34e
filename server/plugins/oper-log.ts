import fp from 'fastify-plugin';
import { sysOperLog } from '../modules/monitor/table.js';

const SECRET_KEYS = /pass(word)?|secret|token|code$/i;
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const METHOD_TYPE: Record<string, number> = { POST: 1, PUT: 2, DELETE: 3 };

/** Secrets never reach the log: any key that looks like one is replaced. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '******' : maskSecrets(v)]));
  }
  return value;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Every signed-in write request is recorded once it has been answered. */
export const operLogPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITE_METHODS.has(request.method) && typeof payload === 'string' && reply.statusCode < 300) {
      (request as { operResult?: string }).operResult = payload;
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || !request.user) return;
    const config = request.routeOptions.config?.operLog;
    const params = { ...(request.params as object), ...(request.query as object), ...(typeof request.body === 'object' ? (request.body as object) : {}) };
    const failed = reply.statusCode >= 400;
    try {
      await app.db.insert(sysOperLog).values({
        title: config?.title ?? request.routeOptions.url ?? request.url,
        businessType: config?.businessType ?? METHOD_TYPE[request.method] ?? 0,
        method: `${request.method} ${request.routeOptions.url ?? ''}`,
        requestMethod: request.method,
        operName: request.user.userName,
        deptName: request.user.deptName ?? '',
        // the query is in operParam, masked; the raw URL could carry a password (RuoYi's updatePwd)
        operUrl: clip(request.url.split('?')[0], 255),
        operIp: request.ip,
        operParam: clip(JSON.stringify(maskSecrets(params)), 2000),
        jsonResult: clip((request as { operResult?: string }).operResult ?? '', 2000),
        status: failed ? '1' : '0',
        errorMsg: failed ? `HTTP ${reply.statusCode}` : '',
        costTime: Math.round(reply.elapsedTime),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'operation log not written');
    }
  });
});
