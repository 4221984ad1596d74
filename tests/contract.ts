import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '~/server/http/route-types';
import type { OpenApiDocument } from '~/server/openapi-document';

type Response = {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: object }>;
};
type Operation = { operationId?: string; responses: Record<string, Response> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `/api/v3/notes/:contentUuid` (Fastify) as `/api/v3/notes/{contentUuid}` (OpenAPI). */
export function documentPath(fastifyUrl: string): string {
  return fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Every operation of the document, by `METHOD /path`. */
export function operationsOf(document: OpenApiDocument): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (operation) operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  return operations;
}

function mediaType(header: unknown): string {
  return String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

function isEmpty(payload: unknown): boolean {
  return (
    payload === null ||
    payload === undefined ||
    payload === '' ||
    (Buffer.isBuffer(payload) && payload.length === 0)
  );
}

/**
 * Checks answers against the OpenAPI document, strictly: the status must be declared for
 * the operation, with the media type sent, a body only where one is declared and then
 * valid against its schema (ajv in strict mode, formats checked; the schemas refuse
 * unknown properties), and the declared headers present. Undocumented API paths must
 * still answer errors in the one error shape. Records which operations were exercised.
 */
export function createContract(document: OpenApiDocument) {
  const operations = operationsOf(document);
  // Component references become references into one schema of their own.
  const text = JSON.stringify(document).replaceAll('"#/components/schemas/', '"components.json#/$defs/');
  const rewritten = JSON.parse(text) as OpenApiDocument & { components?: { schemas?: object } };
  const rewrittenOperations = operationsOf(rewritten);
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'components.json', $defs: rewritten.components?.schemas ?? {} });
  const compiled = new WeakMap<object, ValidateFunction>();
  const validator = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const errorsSchema = { $ref: 'components.json#/$defs/Errors' };
  const exercised = new Set<string>();

  function checkBody(key: string, schema: object, type: string, payload: unknown): string[] {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return []; // a stream: not read here
    const body = payload.toString();
    let value: unknown = body;
    if (type.includes('json')) {
      try {
        value = JSON.parse(body);
      } catch {
        return [`${key}: the body is not JSON`];
      }
    }
    const validate = validator(schema);
    if (validate(value)) return [];
    return [
      `${key}: the body does not match the schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`,
    ];
  }

  return {
    operations,
    exercised,

    /** Compiles every response schema of the document (a strict validator refuses a bad one). */
    compileAll(): number {
      let count = 0;
      for (const operation of rewrittenOperations.values())
        for (const response of Object.values(operation.responses))
          for (const media of Object.values(response.content ?? {})) {
            validator(media.schema);
            count += 1;
          }
      return count;
    },

    /** What is wrong with this answer (empty when it agrees with the document). */
    check(request: FastifyRequest, reply: FastifyReply, payload: unknown): string[] {
      const status = reply.statusCode;
      const type = mediaType(reply.getHeader('content-type'));
      const route = request.routeOptions.url;
      const operationKey = route ? `${request.method} ${documentPath(route)}` : '';
      const operation = rewrittenOperations.get(operationKey);
      const key = `${request.method} ${request.url} → ${status}`;
      if (!operation) {
        const apiAnswer = isApiPath(request.url) || request.url.startsWith('/auth/');
        if (status < 400 || !apiAnswer || route === '/*') return [];
        if (type !== 'application/json') return [`${key}: an error answered as ${type || 'no media type'}`];
        return checkBody(key, errorsSchema, type, payload);
      }
      exercised.add(operationKey);
      const declared = operation.responses[String(status)];
      if (!declared) return [`${key}: status ${status} is not declared for ${operationKey}`];
      const problems: string[] = [];
      for (const header of Object.keys(declared.headers ?? {}))
        if (reply.getHeader(header) === undefined) problems.push(`${key}: the ${header} header is missing`);
      if (request.method === 'HEAD') return problems;
      const content = declared.content ?? {};
      if (Object.keys(content).length === 0) {
        // Fastify sends no body with a 204 whatever the handler gave.
        if (status !== 204 && !isEmpty(payload)) problems.push(`${key}: a body where none is declared`);
        return problems;
      }
      const media = content[type];
      if (!media)
        return [
          ...problems,
          `${key}: ${type || 'no media type'} is not declared (${Object.keys(content).join(', ')})`,
        ];
      return [...problems, ...checkBody(key, media.schema, type, payload)];
    },
  };
}

export type Contract = ReturnType<typeof createContract>;
