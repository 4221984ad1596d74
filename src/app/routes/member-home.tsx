import { Link } from 'react-router';
import { CollectionItems } from '~/app/components/collection/collection-items';
import { CourseCarousel } from '~/app/components/discovery/course-carousel';
import { MembershipStrip } from '~/app/components/discovery/membership-strip';
import { ContinueWatching } from '~/app/components/progress/continue-watching';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { requireUser } from '~/app/lib/require-user';
import { seoMeta } from '~/app/lib/seo';
import { cardView } from '~/features/catalog/catalog.service';
import { PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import type { Route } from './+types/member-home';
import { standingOf } from './membership.server';
import { viewerOf } from './personal.server';
import '../components/shell/page-shell.css';
import '../components/ui/carousel.css';
import '../components/discovery/discovery-page.css';
import '../components/collection/collection.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'member_home' } };

/** Lessons in the 'Continue watching' row. */
const CONTINUE_WATCHING = 10;

/**
 * The member home (/home, login required): lessons to go back to, what is new, categories
 * from trending, playlists.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  // The current profile, resolved once for both of its rows.
  const viewer = viewerOf(context, request, user.id);
  const [home, standing, continueWatching, myList] = await Promise.all([
    context.services.discovery.getMemberHome(),
    standingOf(context, user.id),
    viewer.then((v) => context.services.progress.continueWatching(v.profileId, CONTINUE_WATCHING)),
    viewer.then((v) => context.services.personal.myList.list(v)),
  ]);
  return {
    name: user.name?.trim() || user.email.split('@')[0] || 'there',
    home,
    standing,
    continueWatching,
    // As the shared rows: what the cards show, not all a saved class carries.
    myList: myList.map(cardView),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'Your home',
    description: 'New releases, trending categories and playlists picked for you.',
    path: PATHS.memberHome,
  });
}

export default function MemberHome({ loaderData }: Route.ComponentProps) {
  const { name, home, standing, continueWatching, myList } = loaderData;
  return (
    <div className="discovery-page member-home">
      <header className="page-header">
        <div className="page-header-copy">
          <h1>Welcome back, {name}</h1>
          <p className="page-lede">
            New classes, what others are watching this week, and playlists to start with.{' '}
            <Link to="/find-my-classes" className="text-link">
              Find classes for your goals
            </Link>
          </p>
          <MembershipStrip standing={standing} />
        </div>
      </header>
      <div className="carousels">
        <ContinueWatching items={continueWatching} />
        <CourseCarousel
          id="my-list"
          title={PERSONAL_TEXTS.myList}
          courses={myList}
          empty={PERSONAL_TEXTS.myListEmpty}
        />
        <CourseCarousel
          id="new-releases"
          title="New releases"
          courses={home.newReleases}
          empty="Nothing new this week."
        />
        {home.categories.length > 0 ? (
          <section className="page-section" aria-labelledby="your-categories-title">
            <h2 id="your-categories-title">Your categories</h2>
            <p className="carousel-description">Trending this week in the categories members watch most.</p>
            {home.categories.map((category) => (
              <CourseCarousel
                key={category.slug}
                id={`category-${category.slug}`}
                level={3}
                title={category.name}
                courses={category.courses}
                more={{ to: `/categories/${category.slug}`, label: `All ${category.name} classes` }}
              />
            ))}
          </section>
        ) : null}
        {home.playlists.length > 0 ? (
          <section className="page-section" aria-labelledby="playlists-title">
            <h2 id="playlists-title">Featured playlists</h2>
            {home.playlists.map((playlist) => (
              <section key={playlist.uuid} className="playlist" aria-labelledby={`playlist-${playlist.slug}`}>
                <h3 id={`playlist-${playlist.slug}`}>{playlist.title}</h3>
                <p className="carousel-description">{playlist.description}</p>
                <CollectionItems items={playlist.items} label={playlist.title} />
              </section>
            ))}
          </section>
        ) : null}
      </div>
    </div>
  );
}
