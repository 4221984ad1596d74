/**
 * Writes the TypeScript types of the OpenAPI document (npm run api:types) to
 * tests/generated/atelier-api.ts, which tests/generated-client.test.ts calls the API with.
 */
import { writeFile } from 'node:fs/promises';
import { openApiDocument } from '~/server/openapi-document';
import { API_TYPES_FILE, generateApiTypes } from '../tests/api-types';

await writeFile(API_TYPES_FILE, await generateApiTypes(await openApiDocument()));
console.log(`wrote ${API_TYPES_FILE}`);
