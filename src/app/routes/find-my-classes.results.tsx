import { Link, redirect } from 'react-router';
import { CourseGrid } from '~/app/components/discovery/course-carousel';
import { useCtaLabel, useViewer } from '~/app/components/membership-cta';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { registerHref } from '~/app/lib/auth-links';
import { seoMeta } from '~/app/lib/seo';
import { answersQuery, FIND_MY_CLASSES_STEPS, readAnswers } from '~/features/catalog/discovery.quiz';
import type { Route } from './+types/find-my-classes.results';
import '../components/shell/page-shell.css';
import '../components/ui/button.css';
import '../components/ui/hero.css';
import '../components/discovery/discovery-page.css';
import '../components/quiz/quiz.css';

export const handle: RouteHandle = {
  shell: { analyticsLabel: 'find_my_classes_results', promoBanner: false },
};

/**
 * The quiz's recommendations, server-rendered from the answers in the query string (three
 * queries). Answers that do not hold send the visitor back to the first step to redo.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const results = await context.services.discovery.recommendClasses(readAnswers(url.searchParams));
  if (results.firstInvalid)
    throw redirect(
      `/find-my-classes?${answersQuery(results.answers, { step: String(FIND_MY_CLASSES_STEPS.length + 1) })}`,
    );
  return {
    classes: results.classes,
    chosen: results.chosen,
    query: answersQuery(results.answers),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'Your class recommendations',
    description: 'Classes picked from your answers to the find-my-classes quiz.',
    path: '/find-my-classes/results',
  });
}

export default function FindMyClassesResults({ loaderData }: Route.ComponentProps) {
  const { classes, chosen, query } = loaderData;
  const viewer = useViewer();
  // The results page's button says Sign Up to a visitor (product.md 2.5): it signs up and
  // comes back here. A signed-in viewer gets the usual call to action; a member none.
  const cta = useCtaLabel('recommendations');
  const here = `/find-my-classes/results?${query}`;
  return (
    <div className="discovery-page quiz-page">
      <header className="page-header">
        <div className="page-header-copy">
          <p className="eyebrow">Find my classes</p>
          <h1>Your class recommendations</h1>
          <dl className="quiz-summary">
            <div>
              <dt>You want to</dt>
              <dd>{chosen.motivations.join(', ')}</dd>
            </div>
            <div>
              <dt>Categories</dt>
              <dd>{chosen.categories.join(', ')}</dd>
            </div>
            {chosen.subtopics.length > 0 ? (
              <div>
                <dt>Topics</dt>
                <dd>{chosen.subtopics.join(', ')}</dd>
              </div>
            ) : null}
            <div>
              <dt>Learning time</dt>
              <dd>{chosen.time}</dd>
            </div>
          </dl>
          <div className="hero-actions">
            {cta ? (
              <Link
                to={viewer.signedIn ? viewer.ctaHref : registerHref(here)}
                className="button button-primary button-large"
              >
                {cta}
              </Link>
            ) : null}
            <Link to={`/find-my-classes?${query}&step=1`} className="button button-ghost">
              Retake the quiz
            </Link>
          </div>
        </div>
      </header>
      <section className="page-section" aria-labelledby="recommended-title">
        <h2 id="recommended-title">Recommended for you</h2>
        {classes.length > 0 ? (
          <CourseGrid courses={classes} label="Recommended classes" />
        ) : (
          <p className="muted">
            No classes match these answers yet. <Link to="/categories">Browse every category</Link> instead.
          </p>
        )}
      </section>
    </div>
  );
}
