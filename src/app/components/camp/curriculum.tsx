import { Link } from 'react-router';
import type { CampPage } from '~/features/catalog/camps.service';
import { clockDuration, longDate } from '~/shared/format';
import '../ui/badge.css';
import '../course/course.css';
import './camp.css';

/** A session's modules and their activities (lessons to watch, tasks to do). */
export function Curriculum({ modules }: { modules: CampPage['modules'] }) {
  if (modules.length === 0) return null;
  return (
    <section className="content-section curriculum" aria-labelledby="curriculum-title">
      <h2 id="curriculum-title">Curriculum</h2>
      <ol className="module-list">
        {modules.map((module, i) => (
          <li key={module.slug} className="module">
            <h3>
              <span className="module-number">Module {i + 1}</span> {module.title}
            </h3>
            <p className="module-description">{module.description}</p>
            {module.activities.length > 0 ? (
              <ul className="activity-list">
                {module.activities.map((activity) => (
                  <li key={activity.slug} className={`activity activity-${activity.kind}`}>
                    <span className="badge">{activity.kind === 'lesson' ? 'Lesson' : 'Task'}</span>{' '}
                    {activity.lessonPath ? (
                      <Link to={activity.lessonPath}>{activity.title}</Link>
                    ) : (
                      <span className="activity-title">{activity.title}</span>
                    )}
                    {activity.durationSeconds ? (
                      <span className="activity-meta"> · {clockDuration(activity.durationSeconds)}</span>
                    ) : null}
                    {activity.dueAt ? (
                      <span className="activity-meta">
                        {' '}
                        · Due <time dateTime={activity.dueAt}>{longDate(activity.dueAt)}</time>
                      </span>
                    ) : null}
                    {activity.description ? (
                      <p className="activity-description">{activity.description}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
