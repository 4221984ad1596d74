import { Link } from 'react-router';
import { Artwork } from '~/app/components/artwork';
import { ProgressBar } from '~/app/components/progress/progress-bar';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { requireUser } from '~/app/lib/require-user';
import { seoMeta } from '~/app/lib/seo';
import { requestedProfileIdOf } from '~/features/profiles/profile-cookie';
import type { ClassProgress } from '~/features/progress/progress.views';
import { clockDuration } from '~/shared/format';
import { PATHS, PERSONAL_PATHS } from '~/shared/spec';
import type { Route } from './+types/my-progress';
import '../components/shell/page-shell.css';
import '../components/ui/card.css';
import '../components/discovery/discovery-page.css';
import '../components/progress/progress.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'my_progress' } };

/** /my-progress (login required): the current profile's classes in progress and completed. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const profile = await context.services.profiles.resolveCurrentProfile(
    user.id,
    requestedProfileIdOf(request),
  );
  return { profileName: profile.name, ...(await context.services.progress.myProgress(profile.id)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'My progress',
    description: 'The classes you are taking and the ones you finished.',
    path: PERSONAL_PATHS.myProgress,
  });
}

function ClassRow({ item }: { item: ClassProgress }) {
  const { course, resume } = item;
  const lessons = item.total === 1 ? 'lesson' : 'lessons';
  return (
    <li className="progress-item">
      <div className="progress-art" aria-hidden="true">
        <Artwork kind="course" slug={course.slug} alt="" width={160} height={100} hue={course.hue} />
      </div>
      <div className="progress-body">
        <h3 className="course-title">
          <Link to={course.path}>{course.title}</Link>
        </h3>
        <p className="course-meta">{course.instructorName}</p>
        <ProgressBar
          value={item.completed}
          max={item.total}
          label={`${item.completed} of ${item.total} ${lessons} completed (${item.percent}%)`}
        />
        {resume ? (
          <Link to={resume.path} className="text-link">
            {`Resume lesson ${resume.number}, ${resume.title}, at ${clockDuration(resume.positionSeconds)}`}
          </Link>
        ) : item.completed < item.total ? (
          <Link to={course.path} className="text-link">
            Continue the class
          </Link>
        ) : null}
      </div>
    </li>
  );
}

export default function MyProgress({ loaderData }: Route.ComponentProps) {
  const { profileName, inProgress, completed } = loaderData;
  return (
    <div className="discovery-page my-progress">
      <header className="page-header">
        <div className="page-header-copy">
          <h1>My progress</h1>
          <p className="page-lede">What {profileName} is learning, and what is done.</p>
        </div>
      </header>
      <section className="page-section" aria-labelledby="in-progress-title">
        <h2 id="in-progress-title">In progress</h2>
        {inProgress.length > 0 ? (
          <ul className="progress-list">
            {inProgress.map((item) => (
              <ClassRow key={item.course.uuid} item={item} />
            ))}
          </ul>
        ) : (
          <p className="muted">
            Nothing in progress yet.{' '}
            <Link to={PATHS.memberHome} className="text-link">
              Find a class to start
            </Link>
          </p>
        )}
      </section>
      <section className="page-section" aria-labelledby="completed-title">
        <h2 id="completed-title">Completed</h2>
        {completed.length > 0 ? (
          <ul className="progress-list">
            {completed.map((item) => (
              <ClassRow key={item.course.uuid} item={item} />
            ))}
          </ul>
        ) : (
          <p className="muted">Classes you finish show up here.</p>
        )}
      </section>
    </div>
  );
}
