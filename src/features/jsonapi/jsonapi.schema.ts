/**
 * JSON:API (https://jsonapi.org/format/1.1/) in zod: the structure every document of the
 * /jsonapi and /api/v3/growth reads follows, and builders for the route schemas that
 * declare each call's exact document. Attribute names are snake_case: the browser client
 * turns response keys into camelCase (calls-and-errors.md 7.1).
 */
import { z } from 'zod';

/** The media type of JSON:API; the browser client reads it like any JSON answer. */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

/** Member names (JSON:API 1.1 "Member Names"), restricted to the characters we use. */
const memberName = z.string().regex(/^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/i, 'not a JSON:API member name');

const meta = z.record(z.string(), z.unknown());
const link = z.union([z.string(), z.object({ href: z.string() }).passthrough(), z.null()]);
const links = z.record(z.string(), link);

export const resourceIdentifier = z.strictObject({
  type: memberName,
  id: z.string().min(1),
  meta: meta.optional(),
});

const relationship = z
  .strictObject({
    data: z.union([resourceIdentifier, z.null(), z.array(resourceIdentifier)]).optional(),
    links: links.optional(),
    meta: meta.optional(),
  })
  .refine((r) => r.data !== undefined || r.links !== undefined || r.meta !== undefined, {
    message: 'a relationship needs data, links or meta',
  });

// "Fields": attributes and relationships share one namespace, and neither may be named type or id.
const RESERVED_FIELDS = new Set(['id', 'type']);
const fieldNames = z
  .record(memberName, z.unknown())
  .refine((fields) => Object.keys(fields).every((name) => !RESERVED_FIELDS.has(name)), {
    message: 'a field may not be named id or type',
  });

export const resourceObject = z
  .strictObject({
    type: memberName,
    id: z.string().min(1),
    attributes: fieldNames
      .refine((a) => !('relationships' in a) && !('links' in a), {
        message: 'attributes may not hold relationships or links members',
      })
      .optional(),
    relationships: fieldNames.pipe(z.record(z.string(), relationship)).optional(),
    links: links.optional(),
    meta: meta.optional(),
  })
  .refine(
    (r) => Object.keys(r.attributes ?? {}).every((name) => !Object.hasOwn(r.relationships ?? {}, name)),
    { message: 'an attribute and a relationship share a name' },
  );

type ResourceObject = z.infer<typeof resourceObject>;
type Identifier = { type: string; id: string };

const key = (r: Identifier) => `${r.type}\u0000${r.id}`;

function linkedFrom(resource: ResourceObject): Identifier[] {
  return Object.values(resource.relationships ?? {}).flatMap((r) =>
    r.data === undefined || r.data === null ? [] : Array.isArray(r.data) ? r.data : [r.data],
  );
}

/**
 * A JSON:API top-level document. Besides each member's shape it checks the document-level
 * rules: data and errors never together, included only with data, no resource twice, and
 * full linkage (every included resource is reached from the primary data).
 */
export const jsonApiDocument = z
  .strictObject({
    data: z.union([resourceObject, z.array(resourceObject), resourceIdentifier, z.null()]).optional(),
    errors: z.array(z.record(z.string(), z.unknown())).optional(),
    included: z.array(resourceObject).optional(),
    meta: meta.optional(),
    links: links.optional(),
    jsonapi: z.object({ version: z.string().optional() }).passthrough().optional(),
  })
  .superRefine((doc, ctx) => {
    if (doc.data === undefined && doc.errors === undefined && doc.meta === undefined)
      ctx.addIssue({ code: 'custom', message: 'a document needs data, errors or meta' });
    if (doc.data !== undefined && doc.errors !== undefined)
      ctx.addIssue({ code: 'custom', message: 'data and errors may not coexist' });
    if (doc.included !== undefined && doc.data === undefined)
      ctx.addIssue({ code: 'custom', message: 'included needs data' });

    const primary = (
      doc.data === undefined || doc.data === null ? [] : [doc.data].flat()
    ) as ResourceObject[];
    const included = doc.included ?? [];
    const seen = new Set<string>();
    for (const resource of [...primary, ...included]) {
      if (seen.has(key(resource)))
        ctx.addIssue({ code: 'custom', message: `resource ${resource.type}/${resource.id} appears twice` });
      seen.add(key(resource));
    }

    // Full linkage: walk relationships from the primary data through the included resources.
    const byKey = new Map(included.map((r) => [key(r), r]));
    const reached = new Set<string>();
    const queue = primary.flatMap(linkedFrom);
    while (queue.length > 0) {
      const next = key(queue.pop()!);
      if (reached.has(next)) continue;
      reached.add(next);
      const resource = byKey.get(next);
      if (resource) queue.push(...linkedFrom(resource));
    }
    for (const resource of included)
      if (!reached.has(key(resource)))
        ctx.addIssue({
          code: 'custom',
          message: `included ${resource.type}/${resource.id} is not linked from the primary data`,
        });
  });

export type JsonApiDocument = z.infer<typeof jsonApiDocument>;

/* ---- Builders for the route schemas: the exact document of each call ---- */

export function identifier<T extends string>(type: T) {
  return z.object({ type: z.literal(type), id: z.string() });
}

export function toOne<T extends string>(type: T) {
  return z.object({ data: identifier(type).nullable() });
}

export function toMany<T extends string>(type: T) {
  return z.object({ data: z.array(identifier(type)) });
}

/** A resource object of one type with these attributes. */
export function resource<T extends string, A extends z.ZodRawShape>(type: T, attributes: A) {
  return z.object({
    type: z.literal(type),
    id: z.string(),
    attributes: z.object(attributes),
    links: z.object({ self: z.string() }).optional(),
  });
}

/** A resource object with relationships too. */
export function resourceWith<T extends string, A extends z.ZodRawShape, R extends z.ZodRawShape>(
  type: T,
  attributes: A,
  relationships: R,
) {
  return resource(type, attributes).extend({ relationships: z.object(relationships) });
}

const documentMeta = z.record(z.string(), z.unknown()).optional();

/** A document whose primary data is `data`. */
export function documentOf<D extends z.ZodType>(data: D) {
  return z.object({ data, meta: documentMeta });
}

/** A compound document: primary data and the resources it links to. */
export function compoundDocumentOf<D extends z.ZodType, I extends z.ZodType>(data: D, included: I) {
  return z.object({ data, included: z.array(included), meta: documentMeta });
}
