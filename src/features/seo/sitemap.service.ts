import type { ContentVersionService } from '~/features/content-version/content-version.service';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { SITEMAP_SECTIONS, type SitemapEntry, type SitemapSection } from './sitemap.repository';

/** The sitemap protocol's limit of URLs per file. */
export const MAX_URLS_PER_SITEMAP = 50_000;
const CACHE_MS = 5 * 60_000;
const CACHE_ENTRIES = 32;
/** A full part is ~6 MB: keep a few, not all. */
const CACHE_CHARS = 32 * 1024 * 1024;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

function urlElement(origin: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>\n`;
}

/**
 * /sitemap.xml and its parts. While every public page fits in one file (50,000 URLs) it
 * is one urlset; past that, /sitemap.xml is an index of /sitemaps/<section>-<n>.xml files,
 * each one page of one section. Rendered documents are kept per origin until the catalog's
 * content version moves (a publication, an unpublication: decision 0023), and a few minutes
 * at most, since a release date passing changes what is listed without any write.
 */
export function createSitemapService(deps: {
  db: Db;
  clock: Clock;
  contentVersion: Pick<ContentVersionService, 'current'>;
  maxUrlsPerFile?: number;
  sections?: readonly SitemapSection[];
}) {
  const { db, clock } = deps;
  const perFile = deps.maxUrlsPerFile ?? MAX_URLS_PER_SITEMAP;
  const sections = deps.sections ?? SITEMAP_SECTIONS;
  const cache = new Map<string, { at: number; version: string; body: string | null }>();
  /** Renders in progress: concurrent requests for the same document share one. */
  const pending = new Map<string, Promise<string | null>>();

  async function counts(): Promise<number[]> {
    // One at a time: a pool of one (or a transaction) serves them in turn anyway.
    const out: number[] = [];
    for (const section of sections) out.push(await section.count(db));
    return out;
  }

  async function urlset(origin: string, parts: { section: SitemapSection; offset: number; limit: number }[]) {
    const now = clock.now();
    const chunks = [XML_HEAD, `<urlset xmlns="${XMLNS}">\n`];
    for (const { section, offset, limit } of parts) {
      for (const entry of await section.list(db, { offset, limit, now }))
        chunks.push(urlElement(origin, entry));
    }
    chunks.push('</urlset>\n');
    return chunks.join('');
  }

  async function root(origin: string): Promise<string> {
    const sizes = await counts();
    const total = sizes.reduce((a, b) => a + b, 0);
    if (total <= perFile)
      return urlset(
        origin,
        sections.map((section, i) => ({ section, offset: 0, limit: sizes[i]! })),
      );
    const chunks = [XML_HEAD, `<sitemapindex xmlns="${XMLNS}">\n`];
    sections.forEach((section, i) => {
      for (let page = 1; (page - 1) * perFile < sizes[i]!; page++)
        chunks.push(
          `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${section.name}-${page}.xml`)}</loc></sitemap>\n`,
        );
    });
    chunks.push('</sitemapindex>\n');
    return chunks.join('');
  }

  /** One part of the index (`classes-2`), or null when there is no such part (or no index). */
  async function part(origin: string, name: string): Promise<string | null> {
    const match = /^([a-z-]+)-([1-9]\d{0,5})$/.exec(name);
    const at = match ? sections.findIndex((s) => s.name === match[1]) : -1;
    if (!match || at < 0) return null;
    const sizes = await counts();
    if (sizes.reduce((a, b) => a + b, 0) <= perFile) return null;
    const offset = (Number(match[2]) - 1) * perFile;
    if (offset >= sizes[at]!) return null;
    return urlset(origin, [{ section: sections[at]!, offset, limit: perFile }]);
  }

  async function cached(key: string, render: () => Promise<string | null>): Promise<string | null> {
    const now = clock.now().getTime();
    const version = await deps.contentVersion.current();
    const hit = cache.get(key);
    if (hit && hit.version === version && now - hit.at < CACHE_MS) return hit.body;
    const running = pending.get(key);
    if (running) return running;
    const rendering = render().finally(() => pending.delete(key));
    pending.set(key, rendering);
    const body = await rendering;
    cache.delete(key);
    cache.set(key, { at: now, version, body });
    // Forget the oldest past the limits: origins come from the Host header when PUBLIC_URL is not set.
    let chars = 0;
    for (const entry of cache.values()) chars += entry.body?.length ?? 0;
    while (cache.size > 1 && (cache.size > CACHE_ENTRIES || chars > CACHE_CHARS)) {
      const oldest = cache.keys().next().value as string;
      chars -= cache.get(oldest)?.body?.length ?? 0;
      cache.delete(oldest);
    }
    return body;
  }

  return {
    /** /sitemap.xml: every public page, or the index of the parts. */
    sitemap: (origin: string) => cached(`${origin} /`, () => root(origin)) as Promise<string>,
    /** /sitemaps/<name>.xml, or null (404). */
    sitemapPart: (origin: string, name: string) => cached(`${origin} ${name}`, () => part(origin, name)),
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
