import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { redactText, redactUrl, registerSecretRoute } from './lib/secrets.js';
import { tryCounterStore } from './lib/rate-limit-store.js';
import { WARM_UP_MARK } from './lib/warm-up-mark.js';
import type { Database } from './db/client.js';
import { DictCache } from './modules/dict/cache.js';
import { ConfigCache } from './modules/config/cache.js';
import { accessPlugin } from './plugins/access.js';
import { dbGatePlugin } from './plugins/db-gate.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { docsPlugin } from './plugins/docs.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { ruoyiCompatPlugin } from './plugins/ruoyi-compat.js';
import { operLogPlugin } from './plugins/oper-log.js';
import { metricsPlugin } from './modules/metrics/plugin.js';
import { apiModules } from './modules/index.js';
import { schedulerPlugin } from './modules/job/scheduler-plugin.js';
import { registerMailOutbox } from './modules/clearance/outbox.js';
import { loadSession } from './modules/auth/session.js';
import './plugins/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    configCache: ConfigCache;
    /** enabled dictionary entries by type: business modules label statuses with it */
    dictCache: DictCache;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** false silences request logs (tests); a stream takes them instead of stdout (tests that read the log) */
  logger?: boolean | { write(line: string): void };
}

/** One log line per request, written when it is answered, instead of Fastify's two (half the logging under load). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  /** the warm-up's requests (warm-up.ts) are summed up in its own line */
  override isLogDisabled(request: FastifyRequest): boolean {
    return request.headers['x-warm-up'] === WARM_UP_MARK || super.isLogDisabled(request);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(typeof logger === 'object' ? { stream: logger } : {}),
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          // the request line is logged without the values of secret-looking query parameters
          serializers: {
            req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            // an error's message can quote the URL ("Route GET:/api/public/supplier/… not found")
            err: (error: Error & { code?: string; statusCode?: number }) => ({
              type: error.name,
              message: redactText(error.message),
              stack: redactText(error.stack ?? ''),
              code: error.code,
              statusCode: error.statusCode,
            }),
          },
        }
      : false,
    logController: new OneLinePerRequest(),
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : randomUUID()),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
    // Zod checks requests. Response schemas document the API (OpenAPI); checking our own answers
    // against them on every request cost a third of /getRouters' throughput, so answers are
    // serialised as they are. Given here rather than by setValidatorCompiler, Fastify does not
    // load its default compilers (ajv, fast-json-stringify: a tenth of a cold start) only to replace them.
    // (Fastify's types know only ajv's factories)
    schemaController: { compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => () => (data: unknown) => JSON.stringify(data) } as never },
  }).withTypeProvider<ZodTypeProvider>();

  // a route's path parameter named like a secret (a link's :token) is masked in every log
  app.addHook('onRoute', (route) => registerSecretRoute(route.url));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('configCache', new ConfigCache(database.db));
  app.decorate('dictCache', new DictCache(database.db));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith(config.apiBase)) {
      // an answer speaks the asker's language (a revoked link's reason, a refusal): a cache keeping
      // the first language's would show it after a switch, and an API answer is not for keeping
      const vary = reply.getHeader('vary');
      if (!String(vary ?? '').toLowerCase().includes('accept-language')) reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
  });

  await app.register(securityHeadersPlugin, {
    helmet: {
      // HSTS tells a browser to use https only: sent on a plain-http answer it would lock a user
      // out of the default start, so it is added below on answers that came over https
      hsts: false,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          // the clearance documents' PDF preview is a blob: URL in a frame
          frameSrc: ["'self'", 'blob:'],
          // helmet's default upgrades http to https, which breaks the plain-http default start
          upgradeInsecureRequests: null,
        },
      },
    },
  });
  // counted in the database: every process shares the counts (issue 47)
  await app.register(rateLimit, { global: false, store: tryCounterStore(database.db) });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });
  // RuoYi's export buttons (and the SPA's download()) POST their filters as a form
  await app.register(formbody);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(ruoyiCompatPlugin, {
    enabled: config.ruoyiCompat,
    parameterOn: async () => (await app.configCache.get('sys.api.ruoyiCompat')) === 'true',
  });
  // the gate first: loading the session already needs the database
  await app.register(dbGatePlugin);
  await app.register(accessPlugin, {
    loadSession: (sessionId) => loadSession(database.db, sessionId, config.sessionIdleMinutes),
  });
  await app.register(operLogPlugin);
  await app.register(metricsPlugin);
  await app.register(docsPlugin);
  // scheduled jobs: started on ready, stopped before the database closes
  await app.register(schedulerPlugin);
  registerMailOutbox(app);

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: config.apiBase },
  );

  if (existsSync(config.webRoot)) {
    await app.register(fastifyStatic, {
      root: config.webRoot,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      // the brotli and gzip copies are found beside each file as it is sent: a route of their own
      // for each (two thirds of the folder) cost a tenth of a cold start and served nothing needed
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
    });
  }
  app.addHook('onClose', async () => database.close());
  return app;
}

/**
 * Vite names what it writes under `assets/` by content hash: such a file never changes, so a
 * browser may keep it for a year without asking. Everything else (`index.html` above all, which
 * names the current hashes) is revalidated on every load, so a new release shows at once.
 */
export function cacheControlFor(file: string): string {
  return /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
