import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import type { OpenApiDocument } from '~/server/openapi-document';

/** Where the generated types of the API live: written by npm run typecheck (api:types), then type-checked. */
export const API_TYPES_FILE = 'tests/generated/atelier-api.ts';

/**
 * TypeScript types of the OpenAPI document, as an integrator generates them with
 * openapi-typescript (README "Calling the API from TypeScript").
 */
export async function generateApiTypes(document: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}
