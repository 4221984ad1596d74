import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JSON_API_MEDIA_TYPE } from '~/features/jsonapi/jsonapi.schema';
import type { Config } from '~/server/config';
import type { Services } from '~/server/services';
import { ERROR_CODES, statusName } from '~/shared/error-catalogue';

/** Fastify with zod schemas typing params, query, body and replies. */
export type ApiApp = FastifyInstance<any, any, any, any, ZodTypeProvider>;

/** Paths that are API whatever their route: an unknown one answers the API's JSON 404. */
const API_PREFIXES = ['/api/', '/jsonapi/', '/media/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** What every feature's routes plugin receives. */
export type RouteDeps = { services: Services; config: Config };

const errorItem = z.object({
  status: z.number().int(),
  code: z.enum(ERROR_CODES).meta({ description: 'Stable code of the error catalogue.' }),
  message: z.string().meta({ description: 'Text to show (the catalogue’s, or the field’s rule).' }),
  field: z.string().optional().meta({ description: 'The input field the error is about.' }),
  detail: z.string().optional().meta({ description: 'What exactly was wrong with that field.' }),
});

/** The JSON error body of every API answer that is not a success (`errors` field). */
export const errorBody = z.strictObject({ errors: z.array(errorItem).min(1) }).meta({ id: 'Errors' });

/** Why each status happens, for the document's response descriptions. */
const WHY: Record<number, string> = {
  400: 'the query, path or body does not match the schema, or the JSON is malformed',
  401: 'no signed-in user (or the credential presented is missing or expired)',
  402: 'the payment was declined',
  403: 'the user may not use this resource',
  404: 'the resource does not exist (or the feature is not configured)',
  409: 'the resource is not in a state that allows this',
  413: 'the body is larger than this call accepts',
  415: 'the body is not of a media type this call accepts',
  416: 'the byte range starts past the end',
  422: 'invalid or missing CSRF token, or a field breaks a rule (`field` names it)',
  429: 'too many attempts: wait before trying again',
  500: 'a fault of the server: the details are in its log under the X-Request-Id of the answer',
  502: 'the payment service did not answer',
};

function errorResponse(status: number) {
  const why = WHY[status];
  return {
    description: why ? `${statusName(status)}: ${why}.` : statusName(status),
    content: { 'application/json': { schema: errorBody } },
  };
}

/** Declares the error answers particular to a route (the common ones are added for every route). */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)])) as Record<
    S,
    ReturnType<typeof errorResponse>
  >;
}

/** A JSON:API document answer (served as application/vnd.api+json). */
export function jsonApi<T extends z.ZodType>(schema: T, description = 'A JSON:API document.') {
  return { description, content: { [JSON_API_MEDIA_TYPE]: { schema } } };
}

/** Sends a JSON:API answer with its media type (the browser client parses any JSON body). */
export function asJsonApi(reply: FastifyReply): FastifyReply {
  return reply.type(JSON_API_MEDIA_TYPE);
}

/** An answer with a body in another media type than JSON (Markdown, HTML). */
export function textAnswer(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}

/** 204: done, and nothing to say. */
export const noContent = z.null().meta({ description: 'No Content: done.' });

/** A redirect: no body, the browser follows `Location`. */
export function redirect(description: string) {
  return z.null().meta({
    description,
    headers: { Location: { type: 'string', description: 'Where the browser goes next.' } },
  });
}
