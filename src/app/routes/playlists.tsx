import { Link } from 'react-router';
import { artStyle } from '~/app/components/catalog/course-card';
import { Breadcrumbs } from '~/app/components/discovery/breadcrumbs';
import { PageHeader } from '~/app/components/discovery/page-header';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { playlistPath } from '~/shared/content';
import { PATHS } from '~/shared/spec';
import type { Route } from './+types/playlists';
import '../components/shell/page-shell.css';
import '../components/discovery/discovery-page.css';
import './playlists.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'playlists' }, sharedPage: true };

/** /playlists: the published playlists, each with its first items; two queries. */
export async function loader({ context }: Route.LoaderArgs) {
  return { playlists: await context.services.collections.listCollections('playlist') };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'Playlists',
    description: 'Lessons from different classes, put together to watch one after another.',
    path: PATHS.playlists,
  });
}

export default function Playlists({ loaderData }: Route.ComponentProps) {
  const { playlists } = loaderData;
  return (
    <div className="discovery-page playlists-page">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Playlists' }]} />
      <PageHeader
        eyebrow="Playlists"
        title="Playlists"
        lede="Lessons from different classes, put together to watch one after another."
      />
      {playlists.length > 0 ? (
        <ul className="playlist-cards">
          {playlists.map((playlist) => (
            <li key={playlist.uuid} className="playlist-card">
              <div className="playlist-card-art" style={artStyle(playlist.hue)} aria-hidden="true" />
              <h2 className="playlist-card-title">
                <Link to={playlistPath(playlist.slug)}>{playlist.title}</Link>
              </h2>
              <p className="playlist-card-description">{playlist.description}</p>
              {playlist.items.length > 0 ? (
                <p className="playlist-card-items">
                  <span className="visually-hidden">Starts with: </span>
                  {playlist.items
                    .map((item) =>
                      item.type === 'lesson'
                        ? item.lesson.title
                        : item.type === 'course'
                          ? item.course.title
                          : item.article.title,
                    )
                    .join(' · ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No playlists yet.</p>
      )}
    </div>
  );
}
