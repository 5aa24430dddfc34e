import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of the whole API, at {apiBase}/docs (JSON at {apiBase}/docs/json). */
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
  await app.register(swaggerUi, { routePrefix: `${app.config.apiBase}/docs`, uiConfig: { docExpansion: 'list' } });
});
