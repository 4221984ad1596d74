import { CampCard } from '~/app/components/camp/camp-card';
import { PageJsonLd } from '~/app/components/course/json-ld';
import { campListJsonLd } from '~/app/components/course/structured-data';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { artworkPath } from '~/features/artwork/artwork-kinds';
import { CONTENT_TEXTS, PATHS } from '~/shared/spec';
import type { Route } from './+types/sessions';
import '../components/ui/hero.css';
import '../components/camp/camp.css';

// Sessions pages keep the dark theme (product.md 2.3: the promo banner is dark on sessions paths).
export const handle: RouteHandle = { shell: { analyticsLabel: 'sessions', theme: 'dark' }, sharedPage: true };

/** /sessions: every session (camp) with its state and start date. */
export async function loader({ context }: Route.LoaderArgs) {
  return { camps: await context.services.camps.listCamps() };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const first = data?.camps[0];
  return seoMeta(matches, {
    title: 'Sessions',
    description:
      'Sessions are guided courses you take with a group, week by week: lessons, tasks and a community, led by an instructor.',
    path: PATHS.sessions,
    ...(first ? { image: artworkPath('camp', first.slug) } : {}),
  });
}

export default function SessionsPage({ loaderData }: Route.ComponentProps) {
  const { camps } = loaderData;
  return (
    <div className="content-page sessions-page">
      <header className="sessions-header">
        <h1>Sessions</h1>
        <p className="hero-lede">
          Learn with a group, week by week: lessons, tasks and feedback, led by an instructor.{' '}
          {CONTENT_TEXTS.sessionPlatforms}
        </p>
      </header>
      {camps.length > 0 ? (
        <ul className="camp-grid">
          {camps.map((camp) => (
            <li key={camp.uuid}>
              <CampCard camp={camp} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="sessions-empty">No sessions are scheduled right now. Check back soon.</p>
      )}
      <PageJsonLd build={(site) => campListJsonLd(camps, site)} />
    </div>
  );
}
