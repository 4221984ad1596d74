import { Link } from 'react-router';
import { artStyle } from '~/app/components/catalog/course-card';
import { Breadcrumbs } from '~/app/components/discovery/breadcrumbs';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { metaDescription, spokenDuration } from '~/shared/format';
import type { Route } from './+types/ten-minutes';
import { foundOrMoved } from './discovery.server';
import '../components/shell/page-shell.css';
import '../components/ui/card.css';
import '../components/discovery/discovery-page.css';
import './ten-minutes.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'ten_minutes' }, sharedPage: true };

/** A ten-minute piece: title, instructor, duration, description; two queries. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const moved = () => context.services.discovery.movedTo('ten_minute_piece', params.slug);
  return {
    page: await foundOrMoved(await context.services.collections.getTenMinutePiece(params.slug), moved),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const piece = loaderData?.page.piece;
  return seoMeta(
    matches,
    piece
      ? {
          title: piece.title,
          description: metaDescription(`${piece.instructor.name}: ${piece.description}`),
          path: `/ten-minutes/${piece.slug}`,
          type: 'video.other',
        }
      : null,
  );
}

export default function TenMinutes({ loaderData }: Route.ComponentProps) {
  const { piece, more } = loaderData.page;
  return (
    <div className="discovery-page">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: piece.category.name, to: `/categories/${piece.category.slug}` },
          { label: piece.title },
        ]}
      />
      <article className="piece" aria-labelledby="piece-title">
        <div className="piece-art" style={artStyle(piece.hue)} aria-hidden="true">
          <span className="course-art-name">{piece.instructor.name}</span>
        </div>
        <div className="piece-copy">
          <p className="eyebrow">In ten minutes · {piece.category.name}</p>
          <h1 id="piece-title">{piece.title}</h1>
          <dl className="piece-facts">
            <div>
              <dt>Instructor</dt>
              <dd>
                {piece.instructor.name}, {piece.instructor.headline}
              </dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{spokenDuration(piece.durationSeconds)}</dd>
            </div>
          </dl>
          <p className="page-lede">{piece.description}</p>
        </div>
      </article>
      {more.length > 0 ? (
        <section className="page-section" aria-labelledby="more-pieces-title">
          <h2 id="more-pieces-title">More in ten minutes</h2>
          <ul className="piece-list">
            {more.map((m) => (
              <li key={m.uuid}>
                <Link to={`/ten-minutes/${m.slug}`} className="piece-link">
                  <span className="piece-link-art" style={artStyle(m.hue)} aria-hidden="true" />
                  <span className="piece-link-title">{m.title}</span>
                  <span className="piece-link-meta">
                    {m.instructorName} · {spokenDuration(m.durationSeconds)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
