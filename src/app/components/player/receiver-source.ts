import { PATHS } from '~/shared/spec';

/** A lesson's HLS playlist on this site: /media/<lesson uuid>/<name>.m3u8. */
const MEDIA_PLAYLIST = new RegExp(
  `^${PATHS.media}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[a-z0-9][a-z0-9_-]{0,63}\\.m3u8$`,
);

/** What a sender posts to the receiver window (docs/decisions/0016-watch-bundles-and-player.md). */
export type CastMessage = { type: 'atelier:cast'; src: string; startAt?: number };
export const RECEIVER_READY = 'atelier:receiver-ready';

/**
 * The stream the cast receiver may play: a playlist of this site's media route, with at
 * most its `token`; anything else (another site, another path, other parameters) is null.
 * The answer is rebuilt from the parts, so nothing the sender added survives.
 */
export function receiverSource(src: unknown, origin: string): string | null {
  if (typeof src !== 'string' || src.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || !MEDIA_PLAYLIST.test(url.pathname)) return null;
  if ([...url.searchParams.keys()].some((key) => key !== 'token')) return null;
  const tokens = url.searchParams.getAll('token');
  if (tokens.length > 1) return null;
  return tokens[0] ? `${url.pathname}?token=${encodeURIComponent(tokens[0])}` : url.pathname;
}

/** A cast message from this site's own pages, with a stream the receiver may play. */
export function castMessage(data: unknown, origin: string): { src: string; startAt: number } | null {
  if (typeof data !== 'object' || data === null || (data as CastMessage).type !== 'atelier:cast') return null;
  const src = receiverSource((data as CastMessage).src, origin);
  const startAt = Number((data as CastMessage).startAt ?? 0);
  return src ? { src, startAt: Number.isFinite(startAt) && startAt > 0 ? startAt : 0 } : null;
}
