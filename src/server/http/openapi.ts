import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the same zod schemas that validate and type
 * each route: GET /api/openapi.json, browsable at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, productName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${productName} API`, version: '1' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'atelier_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    // Page routes (the React Router catch-all) and the docs themselves are not API calls.
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
