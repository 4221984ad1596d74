import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '~/server/config';
import { statusName } from '~/shared/error-catalogue';
import { HEADERS, sessionCookieName } from '~/shared/spec';
import { SECURITY_SCHEMES } from './api-contract';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The OpenAPI 3.1 document is generated from the same zod schemas that validate and type
 * each route, completed for every route alike by http/api-contract.ts: GET
 * /api/openapi.json, browsable at /api/docs. The contract test (tests/contract.ts) checks
 * every answer of the test suite against it.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.PRODUCT_NAME} API`,
        version: '1',
        description:
          'The JSON API of the site. Errors are always `{"errors": [...]}` with a code of the error catalogue. ' +
          'Calls that are not GETs need the CSRF token of the session in the X-CSRF-Token header.',
      },
      servers: [{ url: config.PUBLIC_URL ?? '/', description: 'This site' }],
      components: {
        securitySchemes: {
          session: { ...SECURITY_SCHEMES.session, name: sessionCookieName(config.production) },
          csrf: { ...SECURITY_SCHEMES.csrf, name: HEADERS.csrf },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => tidy(jsonSchemaTransformObject(input)),
    // Page routes (the React Router catch-all) and the docs themselves are not API calls.
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

type Document = ReturnType<typeof jsonSchemaTransformObject>;
/** The parts of an OpenAPI 3 document tidy() reads. */
type Parts = {
  paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
  components?: { schemas?: Record<string, unknown> };
};
const SCHEMA_REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * Finishing touches: a success answer without a description of its own is named by its
 * status, the component schemas no operation uses (the zod provider registers an input
 * twin of every named schema) are left out, and the rest are sorted.
 */
function tidy(input: Document): Document {
  const document = input as Parts;
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        if (response.description === 'Default Response') response.description = statusName(Number(status));
    }
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  let pending = [JSON.stringify(document.paths)];
  while (pending.length > 0) {
    const found = pending.flatMap((text) => [...text.matchAll(SCHEMA_REF)].map((match) => match[1]!));
    const fresh = [...new Set(found)].filter((name) => !used.has(name));
    for (const name of fresh) used.add(name);
    pending = fresh.map((name) => JSON.stringify(schemas[name] ?? null));
  }
  document.components = {
    ...document.components,
    // By name: the order schemas were first defined in (module load order) is no order.
    schemas: Object.fromEntries(
      Object.entries(schemas)
        .filter(([name]) => used.has(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
  return input;
}
