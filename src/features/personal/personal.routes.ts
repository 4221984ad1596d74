import type { FastifyRequest } from 'fastify';
import { publicOrigin, requireUserId } from '~/features/accounts/sign-in';
import { requestedProfile } from '~/features/profiles/profiles.routes';
import type { ApiApp, RouteDeps } from '~/server/http/route-types';
import { bookmarksRoutes } from './bookmarks.routes';
import { myListRoutes } from './my-list.routes';
import { notesRoutes } from './notes.routes';
import type { Viewer } from './personal.content';
import type { PersonalService } from './personal.service';
import { sharingRoutes } from './sharing.routes';
import { surveysRoutes } from './surveys.routes';

/** What each concern's routes get. */
export type PersonalRouteDeps = {
  personal: PersonalService;
  /** The signed-in user's current profile (401 for a visitor). */
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  /** PUBLIC_URL, else the request's origin: for links that leave the site. */
  origin: (request: FastifyRequest) => string;
  /** The product's name now (site settings). */
  productName: () => Promise<string>;
};

/** Notes, bookmarks, surveys, My List and sharing (calls-and-errors.md 7.7): all need a signed-in user. */
export async function personalRoutes(app: ApiApp, { services, config }: RouteDeps): Promise<void> {
  const deps: PersonalRouteDeps = {
    personal: services.personal,
    viewerOf: (request) => services.personal.viewer(requireUserId(request), requestedProfile(request)),
    origin: (request) => publicOrigin(request, config),
    productName: async () => (await services.siteSettings.current()).productName,
  };
  notesRoutes(app, deps);
  bookmarksRoutes(app, deps);
  surveysRoutes(app, deps);
  myListRoutes(app, deps);
  sharingRoutes(app, deps);
}
