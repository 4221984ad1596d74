import { createHash } from 'node:crypto';
import type { Clock } from '~/server/core/clock';
import { createTtlCache } from '~/server/core/ttl-cache';
import type { Db } from '~/server/db/database';
import { findArtworkSubject } from './artwork.repository';
import type { ArtworkKind } from './artwork-kinds';
import { ARTWORK_VERSION, renderArtwork, renderPlaceholder } from './artwork-svg';

export type RenderedArtwork = { svg: string; etag: string; found: boolean };

/** Slugs are lower-case words and dashes; anything else cannot exist, so it skips the query. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Rendered pictures kept per process: a page shows dozens of tiles, each asked by every
 * visitor whose browser has not cached it yet. An edited title shows within the lifetime.
 */
const RENDERED_TTL_MS = 10 * 60 * 1000;
const RENDERED_MAX = 2000;

/** Generated artwork for catalog items (GET /art/{kind}/{slug}.svg). */
export function createArtworkService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  const rendered = createTtlCache<string, RenderedArtwork>({
    clock: deps.clock,
    ttlMs: RENDERED_TTL_MS,
    maxEntries: RENDERED_MAX,
  });

  async function render(kind: ArtworkKind, slug: string): Promise<RenderedArtwork> {
    const subject = SLUG.test(slug) && slug.length <= 200 ? await findArtworkSubject(db, kind, slug) : null;
    const svg = subject ? renderArtwork(kind, slug, subject) : renderPlaceholder(kind);
    const hash = createHash('sha1')
      .update(`${ARTWORK_VERSION}\n`)
      .update(svg)
      .digest('base64url')
      .slice(0, 22);
    // Weak: the same picture may travel compressed or not.
    return { svg, etag: `W/"${hash}"`, found: subject !== null };
  }

  return {
    /** The item's SVG, or the neutral placeholder (found: false) when there is no such item. */
    async render(kind: ArtworkKind, slug: string): Promise<RenderedArtwork> {
      return (await rendered.getOrLoad(`${kind}/${slug}`, () => render(kind, slug))) as RenderedArtwork;
    },
  };
}

export type ArtworkService = ReturnType<typeof createArtworkService>;
