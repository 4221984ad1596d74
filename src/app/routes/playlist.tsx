import { data } from 'react-router';
import { PlaylistView, type Track } from '~/app/components/playlist/playlist-view';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { playlistPath } from '~/shared/content';
import { statusName } from '~/shared/error-catalogue';
import { metaDescription } from '~/shared/format';
import type { Route } from './+types/playlist';
import { foundCollection } from './discovery.server';
import { startAtOf, watchForPage } from './watch.server';

export const handle: RouteHandle = { shell: { analyticsLabel: 'playlist' }, sharedPage: true };

/**
 * /playlist/{slug}?track={lesson uuid}: a published playlist playing one of its lessons (the
 * first without `track`); a track that is not in it is not found.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const playlist = await foundCollection(context, request, 'playlist', params.slug);
  const tracks = playlist.items.filter((item): item is Track => item.type === 'lesson');
  const asked = new URL(request.url).searchParams.get('track');
  const current = asked === null ? 0 : tracks.findIndex((t) => t.lesson.uuid === asked);
  if (current < 0) throw data(statusName(404), { status: 404 });
  const track = tracks[current];
  const watch = track ? await watchForPage(context, request, track.lesson.uuid) : null;
  return { playlist, tracks, current, watch, startAt: startAtOf(request) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const playlist = loaderData?.playlist;
  return seoMeta(
    matches,
    playlist
      ? {
          title: `${playlist.title} · Playlist`,
          description: metaDescription(playlist.description),
          path: playlistPath(playlist.slug),
        }
      : null,
  );
}

export default function Playlist({ loaderData }: Route.ComponentProps) {
  return <PlaylistView {...loaderData} />;
}
