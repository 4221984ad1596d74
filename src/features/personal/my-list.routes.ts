import { type ApiApp, errorResponses } from '~/server/http/route-types';
import { coursePath } from '~/shared/content';
import { PERSONAL_API } from '~/shared/spec';
import { listItemParams, listItemState, myList } from './my-list.schema';
import type { SavedCourse } from './my-list.service';
import type { PersonalRouteDeps } from './personal.routes';

function present(course: SavedCourse) {
  return {
    uuid: course.uuid,
    kind: course.kind,
    slug: course.slug,
    title: course.title,
    tagline: course.tagline,
    status: course.status,
    lesson_count: course.lessonCount,
    duration_minutes: course.durationMinutes,
    released_at: course.releasedAt,
    path: coursePath(course.kind, course.slug),
    instructor: course.instructor,
    category: course.category,
    saved_at: course.savedAt,
  };
}

export function myListRoutes(app: ApiApp, { personal, viewerOf }: PersonalRouteDeps): void {
  const { myList: list } = personal;
  const item = PERSONAL_API.myListItem(':contentUuid');
  const itemRoute = (operationId: string, summary: string) => ({
    config: { session: 'user' as const },
    schema: {
      operationId,
      tags: ['my-list'],
      summary,
      params: listItemParams,
      response: { 200: listItemState, ...errorResponses(404) },
    },
  });

  app.get(
    PERSONAL_API.myList,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'getMyList',
        tags: ['my-list'],
        summary:
          "The current profile's saved classes and series, newest first (mature ones only with matureContentEnabled).",
        response: { 200: myList },
      },
    },
    async (request) => ({ items: (await list.list(await viewerOf(request))).map(present) }),
  );

  app.post(
    item,
    itemRoute('addToMyList', 'Adds a class or series to My List (idempotent).'),
    async (request) => {
      await list.add(await viewerOf(request), request.params.contentUuid);
      return { content_uuid: request.params.contentUuid, saved: true };
    },
  );

  app.delete(
    item,
    itemRoute('removeFromMyList', 'Removes a class or series from My List (idempotent).'),
    async (request) => {
      await list.remove(await viewerOf(request), request.params.contentUuid);
      return { content_uuid: request.params.contentUuid, saved: false };
    },
  );
}
