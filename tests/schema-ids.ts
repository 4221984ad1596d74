import { z } from 'zod';
import '~/server/app';

/**
 * zod's registry of named schemas is one per process. Page tests load the production bundle
 * (tests/page-app.ts), a second copy of the app whose schemas, some loaded lazily with a page's
 * chunk, take the names of the tested app's (~/server/app); a worker thread runs many files, so
 * an API test's OpenAPI document would then meet two schemas of one name. Taken once the tested
 * app is loaded (imported above), before any bundle.
 */
const TESTED = new Map(z.globalRegistry._idmap);

/** Gives every schema name back to the tested app's schema; the bundle's copies lose theirs. */
export function keepTestedSchemaIds(): void {
  for (const [id, schema] of [...z.globalRegistry._idmap]) {
    const tested = TESTED.get(id);
    if (schema === tested) continue;
    z.globalRegistry.remove(schema);
    if (tested) z.globalRegistry.add(tested, z.globalRegistry.get(tested) ?? { id });
  }
}
