import { Readable } from 'node:stream';
import { staffActor, whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps, textAnswer } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import { auditCsvLines } from './audit.csv';
import {
  auditFilters,
  auditPage,
  auditPageView,
  auditQuery,
  memberParams,
  timelineQuery,
} from './audit.schema';

/** The audit log: read, filter, export; and one member's timeline. Inside the studio gate. */
export async function auditRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { audit } = services;
  const read = { studio: { permission: 'audit:read' } } as const;

  app.get(
    STUDIO_API.audit,
    {
      config: read,
      schema: {
        operationId: 'studioListAudit',
        tags: ['studio'],
        summary: 'The audit log, newest first, 50 a page, filtered by person, record, action and days.',
        description: whoMay('audit:read'),
        querystring: auditQuery,
        response: { 200: auditPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { query } = request;
      return auditPageView(await audit.page(auditFilters(query), { before: query.before }));
    },
  );

  app.get(
    STUDIO_API.auditCsv,
    {
      config: read,
      schema: {
        operationId: 'studioExportAudit',
        tags: ['studio'],
        summary:
          'The audit log as a CSV file, with the same filters (every matching entry). The export is logged.',
        description: whoMay('audit:read'),
        querystring: auditQuery,
        response: {
          200: textAnswer('text/csv', 'The matching entries as a CSV file (an attachment).'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { before: _cursor, ...filters } = request.query;
      await audit.perform(staffActor(request), (_tx, record) =>
        record({
          action: 'audit.export',
          resourceType: 'audit_log',
          resourceId: 'export',
          after: { filters },
        }),
      );
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .header('cache-control', 'private, no-store')
          // The CSV text as a stream, written as the entries are read (the schema types the text).
          .send(Readable.from(auditCsvLines(audit.stream(auditFilters(filters)))) as never)
      );
    },
  );

  app.get(
    `${STUDIO_API.members}/:userId/timeline`,
    {
      config: { studio: { permission: 'members:read' } },
      schema: {
        operationId: 'studioGetMemberTimeline',
        tags: ['studio'],
        summary: 'A member’s timeline: every audit entry whose record is that person, newest first.',
        description: whoMay('members:read'),
        params: memberParams,
        querystring: timelineQuery,
        response: { 200: auditPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      auditPageView(await audit.timeline(request.params.userId, { before: request.query.before })),
  );
}
