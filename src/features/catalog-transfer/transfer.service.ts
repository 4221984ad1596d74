import type { AuditActor, AuditLog } from '~/features/audit/audit.service';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import type { JobQueue } from '~/server/jobs/queue';
import { exportCatalog } from './transfer.export';
import { checkClashes, parseCatalog, writeCatalog } from './transfer.import';
import {
  CATALOG_SECTIONS,
  type CatalogBundle,
  type CatalogCounts,
  countsOf,
  SECTION_NAMES,
} from './transfer.schema';

/** The job that imports an uploaded catalog file (payload: the catalog_imports row's id). */
export const CATALOG_IMPORT_JOB = 'catalog.import';

/** The file name the studio's download gets: atelier-catalog-2026-11-27.json. */
export const exportFileName = (now: Date) => `atelier-catalog-${now.toISOString().slice(0, 10)}.json`;

/** An upload's name as shown in the studio: its last segment, printable, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 120) || 'catalog.json';
}

/** “46 courses, 30 articles, 12 categories…”: what an import added, in words. */
export function summaryOf(counts: CatalogCounts): string {
  return SECTION_NAMES.filter((name) => name !== 'media')
    .map((name) => `${counts[name]} ${CATALOG_SECTIONS[name].plural}`)
    .join(', ');
}

/**
 * The catalog's export and import in the studio (docs/decisions/0037-catalog-data.md).
 * Export: the whole catalog as one JSON file, audited. Import: the file is checked at once
 * (format, records, references, slugs the catalog already has: a refusal names the record),
 * kept in catalog_imports, and written by a background job in one transaction, so a file
 * that fails leaves the catalog as it was; the job can be retried or cancelled on the jobs page.
 */
export function createCatalogTransfer(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  jobs: JobQueue;
  contentVersion: ContentVersionService;
}) {
  const { db, clock, audit, jobs, contentVersion } = deps;

  /**
   * The catalog written in one transaction with its audit entry and the content version's
   * bump, or nothing at all; an upload's row records when and what it added.
   */
  async function write(
    actor: AuditActor,
    bundle: CatalogBundle,
    source: { id: number | null; fileName: string },
  ): Promise<CatalogCounts> {
    const now = clock.now();
    const counts = countsOf(bundle);
    await audit.perform(actor, async (tx, record) => {
      await writeCatalog(tx, bundle, now);
      if (source.id !== null)
        await tx
          .updateTable('catalog_imports')
          .set({ imported_at: now, counts_json: JSON.stringify(counts) })
          .where('id', '=', source.id)
          .execute();
      await record({
        action: 'catalog.import',
        resourceType: source.id === null ? 'catalog' : 'catalog_import',
        resourceId: source.id ?? 'catalog',
        after: { file_name: source.fileName, ...counts },
      });
      await contentVersion.bump(tx, 'catalog');
    });
    return counts;
  }

  return {
    /** The whole catalog, read in the transaction of its audit entry. */
    async export(actor: AuditActor): Promise<CatalogBundle> {
      const now = clock.now();
      return audit.perform(actor, async (tx, record) => {
        const bundle = await exportCatalog(tx, now);
        await record({
          action: 'catalog.export',
          resourceType: 'catalog',
          resourceId: 'catalog',
          after: countsOf(bundle),
        });
        return bundle;
      });
    },

    /** Checks an uploaded file and queues its import; refused (422) with the failing record named. */
    async queueImport(
      actor: AuditActor,
      upload: { fileName: string; catalog: unknown },
    ): Promise<{ importId: number; jobId: number }> {
      const bundle = parseCatalog(upload.catalog);
      await checkClashes(db, bundle);
      const fileName = cleanFileName(upload.fileName);
      const now = clock.now();
      return audit.perform(actor, async (tx, record) => {
        const row = await tx
          .insertInto('catalog_imports')
          .values({
            file_name: fileName,
            catalog_json: JSON.stringify(bundle),
            created_by_user_id: actor.userId,
            created_by_label: actor.label,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // One attempt: a file that fails will fail again; staff retry it once they changed what clashed.
        const jobId = await jobs.enqueue(
          CATALOG_IMPORT_JOB,
          { importId: row.id },
          { db: tx, maxAttempts: 1 },
        );
        await record({
          action: 'catalog.import_queue',
          resourceType: 'catalog_import',
          resourceId: row.id,
          after: { file_name: fileName, job_id: jobId, ...countsOf(bundle) },
        });
        return { importId: row.id, jobId };
      });
    },

    /** The import job: the uploaded file, written in the name of whoever uploaded it. */
    async runImport(importId: number): Promise<CatalogCounts> {
      const row = await db
        .selectFrom('catalog_imports')
        .selectAll()
        .where('id', '=', importId)
        .executeTakeFirst();
      if (!row) throw new DomainError('catalog_import_not_found');
      const raw = typeof row.catalog_json === 'string' ? JSON.parse(row.catalog_json) : row.catalog_json;
      const actor: AuditActor = {
        userId: row.created_by_user_id,
        label: row.created_by_label,
        ip: null,
        userAgent: null,
        requestId: null,
      };
      return write(actor, parseCatalog(raw), { id: importId, fileName: row.file_name });
    },

    /** The last uploads, newest first, with what each added once imported. */
    async recentImports(limit = 10) {
      const rows = await db
        .selectFrom('catalog_imports')
        .select(['id', 'file_name', 'created_by_label', 'created_at', 'imported_at', 'counts_json'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        fileName: row.file_name,
        createdBy: row.created_by_label,
        createdAt: row.created_at,
        importedAt: row.imported_at,
        summary: row.counts_json ? summaryOf(row.counts_json) : null,
      }));
    },

    /** A checked catalog written at once (the command line: `npm run catalog:import`). */
    importNow: (actor: AuditActor, bundle: CatalogBundle, fileName: string) =>
      write(actor, bundle, { id: null, fileName }),
  };
}

export type CatalogTransfer = ReturnType<typeof createCatalogTransfer>;
