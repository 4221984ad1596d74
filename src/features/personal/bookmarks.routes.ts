import { type ApiApp, errorResponses, noContent } from '~/server/http/route-types';
import { PERSONAL_API } from '~/shared/spec';
import {
  bookmarkList,
  bookmarkParams,
  bookmarkState,
  listBookmarksQuery,
  saveBookmarkBody,
} from './bookmarks.schema';
import type { PersonalRouteDeps } from './personal.routes';

const BOOKMARK = PERSONAL_API.bookmark(':uuid');

export function bookmarksRoutes(app: ApiApp, { personal, viewerOf }: PersonalRouteDeps): void {
  const { bookmarks } = personal;

  app.get(
    PERSONAL_API.bookmarks,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'listBookmarks',
        tags: ['bookmarks'],
        summary: "The current profile's bookmarks of lessons and articles (kind= one of them), newest first.",
        querystring: listBookmarksQuery,
        response: { 200: bookmarkList },
      },
    },
    async (request) => ({ bookmarks: await bookmarks.list(await viewerOf(request), request.query.kind) }),
  );

  app.patch(
    BOOKMARK,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'saveBookmark',
        tags: ['bookmarks'],
        summary:
          'Bookmarks a lesson (at timestamp_seconds when given) or an article for the current profile.',
        params: bookmarkParams,
        body: saveBookmarkBody,
        response: { 200: bookmarkState, ...errorResponses(404) },
      },
    },
    async (request) => ({
      bookmark: await bookmarks.save(
        await viewerOf(request),
        request.params.uuid,
        request.body?.timestamp_seconds,
      ),
    }),
  );

  app.delete(
    BOOKMARK,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'deleteBookmark',
        tags: ['bookmarks'],
        summary: 'Removes the bookmark of a lesson or article (idempotent).',
        params: bookmarkParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await bookmarks.remove(await viewerOf(request), request.params.uuid);
      return reply.code(204).send(null);
    },
  );
}
