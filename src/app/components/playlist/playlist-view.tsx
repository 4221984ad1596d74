import { Link } from 'react-router';
import { ContentArt, VIDEO_SIZE } from '~/app/components/course/course-art';
import { Paywall } from '~/app/components/course/paywall';
import { Player } from '~/app/components/player/player';
import type { CollectionItem, CollectionView } from '~/features/catalog/collections.service';
import type { PageWatch } from '~/features/watch/watch.service';
import { lessonPath, playlistPath } from '~/shared/content';
import { ERRORS } from '~/shared/error-catalogue';
import { clockDuration, plural } from '~/shared/format';
import { PATHS } from '~/shared/spec';
import { CollectionItems } from '../collection/collection-items';
import { Breadcrumbs } from '../discovery/breadcrumbs';
import '../shell/page-shell.css';
import '../course/lesson-view.css';
import '../discovery/discovery-page.css';
import './playlist-view.css';

export type Track = Extract<CollectionItem, { type: 'lesson' }>;

const unitOf = (track: Track) => (track.course.kind === 'series' ? 'Episode' : 'Lesson');

/**
 * A playlist playing one of its tracks (product.md 2.1 /playlist/{slug}?track=): the player
 * with the track list beside it; at the end of a track the countdown goes to the next one.
 * Classes in the playlist (not single lessons) are listed under it.
 */
export function PlaylistView({
  playlist,
  tracks,
  current,
  watch,
  startAt,
}: {
  playlist: CollectionView;
  tracks: Track[];
  current: number;
  watch: PageWatch | null;
  startAt: number | null;
}) {
  const track = tracks[current];
  const following = tracks[current + 1];
  const next = following
    ? { title: following.lesson.title, url: playlistPath(playlist.slug, following.lesson.uuid) }
    : null;
  const others = playlist.items.filter((item) => item.type !== 'lesson');
  return (
    <div className="discovery-page playlist-page">
      <Breadcrumbs items={[{ label: 'Playlists', to: PATHS.playlists }, { label: playlist.title }]} />
      <header className="playlist-header">
        <p className="eyebrow">Playlist · {plural(tracks.length, 'track')}</p>
        <h1>{playlist.title}</h1>
        <p className="page-lede">{playlist.description}</p>
      </header>
      <div className="lesson-layout">
        {track && watch ? (
          <div className="lesson-main">
            <TrackVideo track={track} watch={watch} startAt={startAt} next={next} />
            <p className="playlist-now">
              <span className="playlist-now-label">Now playing:</span>{' '}
              <Link to={lessonPath(track.course.kind, track.course.slug, track.lesson.slug)}>
                {track.lesson.title}
              </Link>
              , {unitOf(track).toLowerCase()} {track.lesson.number} of {track.course.title} with{' '}
              {track.course.instructorName}
            </p>
          </div>
        ) : (
          <p className="muted">This playlist has no lessons to play yet.</p>
        )}
        {tracks.length > 0 ? (
          <aside className="lesson-list" aria-labelledby="playlist-tracks-title">
            <h2 id="playlist-tracks-title">Tracks</h2>
            <ol>
              {tracks.map((item, index) => (
                <li key={item.id} className={index === current ? 'is-current' : undefined}>
                  <Link
                    to={playlistPath(playlist.slug, item.lesson.uuid)}
                    aria-current={index === current ? 'true' : undefined}
                  >
                    <span className="lesson-list-number">{index + 1}</span>
                    <span className="lesson-list-title">
                      {item.lesson.title}
                      <span className="lesson-list-course">{item.course.title}</span>
                    </span>
                    <span className="lesson-list-meta">{clockDuration(item.lesson.durationSeconds)}</span>
                  </Link>
                </li>
              ))}
            </ol>
          </aside>
        ) : null}
      </div>
      {others.length > 0 ? (
        <section className="page-section" aria-labelledby="playlist-more-title">
          <h2 id="playlist-more-title">Classes in this playlist</h2>
          <CollectionItems items={others} label={`Classes in ${playlist.title}`} />
        </section>
      ) : null}
    </div>
  );
}

function TrackVideo({
  track,
  watch,
  startAt,
  next,
}: {
  track: Track;
  watch: PageWatch;
  startAt: number | null;
  next: { title: string; url: string } | null;
}) {
  const art = (
    <ContentArt
      slug={track.course.slug}
      hue={track.course.hue}
      size={VIDEO_SIZE}
      className="video-art"
      priority
    />
  );
  if (watch.state === 'playable')
    return (
      <div className="video-area">
        <Player key={watch.bundle.contentUuid} bundle={watch.bundle} startAt={startAt} next={next} />
      </div>
    );
  if (watch.state === 'locked')
    return (
      <Paywall art={art} heading={`Watch this playlist with a membership`}>
        Members watch every track of every playlist, and all the classes they come from, on any device.
      </Paywall>
    );
  return (
    <figure className="video-area video-poster">
      {art}
      <figcaption className="video-caption">{ERRORS.media_not_ready.message}</figcaption>
    </figure>
  );
}
