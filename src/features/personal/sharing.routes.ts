import { type ApiApp, errorResponses } from '~/server/http/route-types';
import { PERSONAL_API } from '~/shared/spec';
import type { PersonalRouteDeps } from './personal.routes';
import { shareLink, shareParams } from './sharing.schema';

export function sharingRoutes(app: ApiApp, { personal, viewerOf, origin }: PersonalRouteDeps): void {
  app.get(
    PERSONAL_API.sharing(':uuid'),
    {
      config: { session: 'user' },
      schema: {
        operationId: 'getShareLink',
        tags: ['sharing'],
        summary:
          'A share link of a class, lesson or article, with the title, description and image it previews.',
        params: shareParams,
        response: { 200: shareLink, ...errorResponses(404) },
      },
    },
    async (request) => personal.sharing.link(await viewerOf(request), request.params.uuid, origin(request)),
  );
}
