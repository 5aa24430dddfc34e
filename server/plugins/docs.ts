import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of the whole API. It is always built (`app.swagger()`: the hostile-input
 * test reads it); it is served at {apiBase}/docs (JSON at {apiBase}/docs/json) only when API_DOCS
 * is on, because it is a map of every route for whoever asks, signed in or not.
 */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Warehouse entry appointment API', version: '1.0.0', description: 'RuoYi-compatible envelopes: {code,msg,data} and {code,msg,rows,total}.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: `${app.config.apiBase}/docs`, uiConfig: { docExpansion: 'list' } });
});
