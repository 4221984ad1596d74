/**
 * Writes the TypeScript types of the OpenAPI document (npm run api:types) to
 * tests/generated/atelier-api.ts, which tests/generated-client.test.ts calls the API with.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiDocument } from '~/server/openapi-document';
import { API_TYPES_FILE, generateApiTypes } from '../tests/api-types';

// The folder is not committed (generated code): a fresh clone has none.
await mkdir(path.dirname(API_TYPES_FILE), { recursive: true });
await writeFile(API_TYPES_FILE, await generateApiTypes(await openApiDocument()));
console.log(`wrote ${API_TYPES_FILE}`);
