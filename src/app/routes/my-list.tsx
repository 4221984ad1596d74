import { CourseCard } from '~/app/components/catalog/course-card';
import { PageHeader } from '~/app/components/discovery/page-header';
import { personalApi } from '~/app/components/personal/personal-api';
import { EmptyState, RemoveButton, useRemovableList } from '~/app/components/personal/removable-list';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { requireUser } from '~/app/lib/require-user';
import { seoMeta } from '~/app/lib/seo';
import { PERSONAL_PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import type { Route } from './+types/my-list';
import { myListOf } from './personal.server';
import '../components/ui/card.css';
import '../components/ui/carousel.css';
import '../components/discovery/discovery-page.css';
import '../components/personal/personal.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'my_list' } };

/** /my-list (login required): every class and series on the current profile's My List, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { courses: await myListOf(context, request, user.id) };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: PERSONAL_TEXTS.myList,
    description: PERSONAL_TEXTS.myListLede,
    path: PERSONAL_PATHS.myList,
  });
}

export default function MyList({ loaderData }: Route.ComponentProps) {
  const { items, remove, feedback } = useRemovableList(
    loaderData.courses,
    (course) => personalApi.removeFromList(course.uuid),
    PERSONAL_TEXTS.removedFromList,
  );
  return (
    <div className="discovery-page my-list-page">
      <PageHeader title={PERSONAL_TEXTS.myList} lede={PERSONAL_TEXTS.myListLede} />
      <section className="page-section" aria-label={PERSONAL_TEXTS.myList}>
        {feedback}
        {items.length > 0 ? (
          <ul className="card-grid card-list" aria-label={PERSONAL_TEXTS.myList}>
            {items.map((course) => (
              <li key={course.uuid} className="saved-course">
                <CourseCard course={course} />
                <RemoveButton
                  label={PERSONAL_TEXTS.removeFromList}
                  title={course.title}
                  onClick={() => remove(course)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            message={PERSONAL_TEXTS.myListEmpty}
            to="/categories"
            label={PERSONAL_TEXTS.browseClasses}
          />
        )}
      </section>
    </div>
  );
}
