import { redirect } from 'react-router';
import { CampAction, PHASE_LABELS } from '~/app/components/camp/camp-status';
import { Curriculum } from '~/app/components/camp/curriculum';
import { ContentArt } from '~/app/components/course/course-art';
import { pageOr404 } from '~/app/components/course/found';
import { PageJsonLd } from '~/app/components/course/json-ld';
import { campJsonLd } from '~/app/components/course/structured-data';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { requireUser } from '~/app/lib/require-user';
import { seoMeta } from '~/app/lib/seo';
import { artworkPath } from '~/features/artwork/artwork-kinds';
import { titleWithInstructor } from '~/shared/content';
import { longDate, metaDescription, plural } from '~/shared/format';
import { CONTENT_TEXTS } from '~/shared/spec';
import type { Route } from './+types/sessions.camp';
import { enrollFromPage, sessionJoinOf } from './sessions.server';
import '../components/shell/page-shell.css';
import '../components/ui/hero.css';
import '../components/ui/badge.css';
import '../components/course/course.css';
import '../components/camp/camp.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'session', theme: 'dark' } };

/**
 * /sessions/classes/{campSlug}: a session's hero, curriculum and waitlist or enrollment
 * (how the viewer joins it: sessions.server.ts).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = pageOr404(await context.services.camps.getCampPage(params.campSlug));
  return { ...page, join: await sessionJoinOf(context, page.camp) };
}

/** 'Start Now' without JavaScript: the form posts here, then the page shows the enrollment. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const page = pageOr404(await context.services.camps.getCampPage(params.campSlug));
  return (await enrollFromPage(context, user.id, page.camp.uuid)) ?? redirect(page.camp.path, 303);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(
    matches,
    data && {
      title: titleWithInstructor(data.camp.title, data.camp.instructor.name, ': a session with '),
      description: metaDescription(data.camp.tagline, data.camp.description),
      path: data.camp.path,
      image: artworkPath('camp', data.camp.slug),
    },
  );
}

export default function CampPage({ loaderData, actionData }: Route.ComponentProps) {
  const { camp, modules, join } = loaderData;
  const firstLesson = modules.flatMap((m) => m.activities).find((a) => a.lessonPath)?.lessonPath;
  return (
    <div className="content-page camp-page">
      <section className="course-hero" aria-labelledby="camp-title">
        <ContentArt kind="camp" slug={camp.slug} hue={camp.hue} className="course-hero-art" priority />
        <div className="course-hero-copy">
          <p className="eyebrow">Session · {camp.category.name}</p>
          <p
            className={camp.phase === 'coming_soon' ? 'badge content-badge' : 'badge badge-ok content-badge'}
          >
            {PHASE_LABELS[camp.phase]}
          </p>
          <h1 id="camp-title">{camp.title}</h1>
          <p className="course-hero-instructor">
            <span className="visually-hidden">Led by </span>
            <strong>{camp.instructor.name}</strong>
            <span className="course-hero-headline"> · {camp.instructor.headline}</span>
          </p>
          <p className="hero-lede">{camp.tagline}</p>
          <p className="course-release">
            {camp.phase === 'started' ? 'Started' : 'Starts'}{' '}
            <time dateTime={camp.startsAt}>{longDate(camp.startsAt)}</time> · {plural(camp.weeks, 'week')} ·{' '}
            {plural(modules.length, 'module')}
            {camp.phase === 'coming_soon' && camp.opensAt ? (
              <>
                {' '}
                · Enrolment opens <time dateTime={camp.opensAt}>{longDate(camp.opensAt)}</time>
              </>
            ) : null}
          </p>
          <CampAction
            phase={camp.phase}
            uuid={camp.uuid}
            title={camp.title}
            join={join}
            continueHref={firstLesson ?? '#curriculum-title'}
            serverError={actionData?.error ?? null}
          />
        </div>
      </section>
      <div className="content-body">
        <section className="content-section" aria-labelledby="camp-about-title">
          <h2 id="camp-about-title">About this session</h2>
          <p className="course-description">{camp.description}</p>
          <p className="facts-note">{CONTENT_TEXTS.sessionPlatforms}</p>
          <div className="instructor-note">
            <h3>About {camp.instructor.name}</h3>
            <p>{camp.instructor.bio}</p>
          </div>
        </section>
        <Curriculum modules={modules} />
      </div>
      <PageJsonLd build={(site) => campJsonLd(loaderData, site)} />
    </div>
  );
}
