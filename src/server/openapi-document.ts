import { buildApp } from './app';
import { loadConfig } from './config';
import { connect } from './db/connect';

export type OpenApiDocument = Exclude<
  ReturnType<Awaited<ReturnType<typeof buildApp>>['app']['swagger']>,
  string
>;

/**
 * The OpenAPI document of an app built for the purpose (scripts, the lint test): no
 * server, an empty in-memory database. The same document a server answers at
 * /api/openapi.json.
 */
export async function openApiDocument(env: Record<string, string> = {}): Promise<OpenApiDocument> {
  const db = connect({ dialect: 'sqlite', file: ':memory:' });
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const { app } = await buildApp({ config, db, logger: false });
  try {
    await app.ready();
    return app.swagger() as OpenApiDocument;
  } finally {
    await app.close();
    await db.destroy();
  }
}
