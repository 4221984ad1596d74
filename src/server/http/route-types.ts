import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '~/server/config';
import type { Services } from '~/server/services';

/** Fastify with zod schemas typing params, query, body and replies. */
export type ApiApp = FastifyInstance<any, any, any, any, ZodTypeProvider>;

/** Paths of JSON API calls; everything else is a page. */
const API_PREFIXES = ['/api/', '/jsonapi/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** What every feature's routes plugin receives. */
export type RouteDeps = { services: Services; config: Config };

const errorItem = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  detail: z.string().optional(),
});

/** The JSON error body every call may answer with (`errors` field). */
export const errorBody = z.object({ errors: z.array(errorItem) }).meta({ id: 'Errors' });

/** Declares the error answers of a route for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBody]));
}
