import { z } from 'zod';
import { staffActor, whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import { catalogBundle, importAnswer, importQuery } from './transfer.schema';
import { exportFileName } from './transfer.service';

const transfer = { studio: { permission: 'catalog:transfer' } } as const;
const who = whoMay('catalog:transfer');

/** The largest catalog file an upload may be (the demo catalog is about 0.7 MB). */
const CATALOG_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

/** Exporting the catalog and importing one (docs/decisions/0037-catalog-data.md). */
export async function catalogTransferRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { catalogTransfer, clock } = services;

  app.get(
    STUDIO_API.catalogExport,
    {
      config: transfer,
      schema: {
        operationId: 'studioExportCatalog',
        tags: ['studio'],
        summary:
          'The whole published catalog as one JSON file (a download): records by slug, dates in UTC, and the media manifest.',
        description: `${who} In the audit log.`,
        response: { 200: catalogBundle, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const bundle = await catalogTransfer.export(staffActor(request));
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(bundle);
    },
  );

  app.post(
    STUDIO_API.catalogImports,
    {
      config: transfer,
      bodyLimit: CATALOG_UPLOAD_MAX_BYTES,
      schema: {
        operationId: 'studioImportCatalog',
        tags: ['studio'],
        summary:
          'Checks a catalog file (the body, as an export gives it) and queues its import as a background job; a refusal names the failing record.',
        description: `${who} The import adds records: one whose slug or uuid the catalog has is refused. In the audit log.`,
        querystring: importQuery,
        body: z.unknown().meta({ description: 'A catalog file (StudioExportCatalog’s answer).' }),
        response: { 202: importAnswer, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const { importId, jobId } = await catalogTransfer.queueImport(staffActor(request), {
        fileName: request.query.file_name,
        catalog: request.body,
      });
      return reply.code(202).send({ import_id: importId, job_id: jobId });
    },
  );
}
