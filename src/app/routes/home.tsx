import { data, Link } from 'react-router';
import { CourseCard } from '~/app/components/catalog/course-card';
import { CategoryExplorer } from '~/app/components/home/category-explorer';
import { EmailCapture } from '~/app/components/home/email-capture';
import { FeaturedInstructor } from '~/app/components/home/featured-instructor';
import { MembershipCta } from '~/app/components/membership-cta';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { LibraryFacts } from '~/features/catalog/catalog.service';
import { statusName } from '~/shared/error-catalogue';
import { count } from '~/shared/format';
import { MARKETING_CLAIMS, WATCH_ANYWHERE } from '~/shared/spec';
import type { Route } from './+types/home';
import '../components/shell/page-shell.css';
import '../components/ui/button.css';
import '../components/ui/hero.css';
import '../components/home/home.css';
import '../components/ui/carousel.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'homepage' }, sharedPage: true };

export async function loader({ context, params }: Route.LoaderArgs) {
  const home = await context.services.catalog.getHomePage();
  // /homepage/{tab}: the explorer opens on that category's tab; an unknown tab is not found.
  const tab = 'tab' in params && params.tab ? params.tab : null;
  if (tab && !home.categories.some((c) => c.slug === tab)) throw data(statusName(404), { status: 404 });
  return { home, productName: context.site.productName, tab };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.productName ?? 'Atelier';
  return [
    { title: `${name}: learn from the world’s best` },
    {
      name: 'description',
      content: `An annual membership to ${name}: classes, series and articles taught by renowned instructors.`,
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, productName } = loaderData;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-copy">
          <p className="eyebrow">{WATCH_ANYWHERE}</p>
          <h1 id="hero-title">Learn from the best in the world</h1>
          <p className="hero-lede">
            One annual membership to every class on {productName}: cooking, writing, music, design, business
            and more, taught by people at the top of their craft.
            {home.library.lessonsPerClass
              ? ` ${MARKETING_CLAIMS.averageClass(home.library.lessonsPerClass, home.library.minutesPerLesson)}.`
              : null}
          </p>
          <div className="hero-actions">
            <MembershipCta large />
            {/* The motivation quiz (product.md 2.2): find-my-classes. */}
            <Link to="/find-my-classes" className="button button-ghost button-large">
              Find my classes
            </Link>
          </div>
          <EmailCapture source="homepage_hero" />
        </div>
        {home.library.lessons ? <LibraryClaims library={home.library} /> : null}
      </section>

      {home.categories.length > 0 ? (
        <CategoryExplorer key={loaderData.tab} categories={home.categories} initialSlug={loaderData.tab} />
      ) : null}

      {home.trending.length > 0 ? (
        <section className="home-section" aria-labelledby="trending-title">
          <h2 id="trending-title">Trending this week</h2>
          <ol className="card-row">
            {home.trending.map((course, index) => (
              <li key={course.uuid}>
                <CourseCard course={course} rank={index + 1} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {home.comingSoon.length > 0 ? (
        <section className="home-section" aria-labelledby="coming-soon-title">
          <h2 id="coming-soon-title">Coming soon</h2>
          <ul className="card-row">
            {home.comingSoon.map((course) => (
              <li key={course.uuid}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {home.stories.length > 0 ? (
        <section className="home-section" aria-labelledby="stories-title">
          <h2 id="stories-title">Student stories</h2>
          <ul className="stories">
            {home.stories.map((story) => (
              <li key={story.id}>
                <figure>
                  <blockquote>{story.quote}</blockquote>
                  <figcaption>
                    <strong>{story.name}</strong>, {story.location}
                    {story.course ? (
                      <>
                        {' '}
                        on <Link to={`/classes/${story.course.slug}`}>{story.course.title}</Link>
                      </>
                    ) : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {home.featuredInstructor ? <FeaturedInstructor instructor={home.featuredInstructor} /> : null}
    </div>
  );
}

/** The claims beside the hero, in the catalog's own numbers. */
function LibraryClaims({ library }: { library: LibraryFacts }) {
  const claims = [
    { value: count(library.lessons), label: MARKETING_CLAIMS.lessons },
    {
      value: MARKETING_CLAIMS.minutesPerLesson(library.minutesPerLesson),
      label: MARKETING_CLAIMS.lessonLength,
    },
    ...(library.averageRating === null
      ? []
      : [{ value: MARKETING_CLAIMS.rating(library.averageRating), label: MARKETING_CLAIMS.ratingLabel }]),
    { value: count(library.titles), label: MARKETING_CLAIMS.titles },
  ];
  return (
    <ul className="claims" aria-label="Why members love it">
      {claims.map((claim) => (
        <li key={claim.label}>
          <strong>{claim.value}</strong> <span>{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}
