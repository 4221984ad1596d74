/**
 * Prints the OpenAPI document (npm run api:document > openapi.json), the same one a
 * running server answers at /api/openapi.json, without starting a server or a database.
 */
import { openApiDocument } from '~/server/openapi-document';

process.stdout.write(`${JSON.stringify(await openApiDocument(), null, 2)}\n`);
