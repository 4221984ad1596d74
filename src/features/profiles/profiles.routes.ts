import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUserId } from '~/features/accounts/sign-in';
import type { Config } from '~/server/config';
import { cookieOptions } from '~/server/http/request-context';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { COOKIES, HEADERS, PROFILE_LIMITS } from '~/shared/spec';
import { PROFILE_COOKIE_MAX_AGE, requestedProfileId } from './profile-cookie';
import {
  createProfileBody,
  currentProfileBody,
  profileList,
  profileParams,
  profileResource,
  updateProfileBody,
} from './profiles.schema';
import type { Profile, ProfileOverview } from './profiles.service';

const PATH = '/api/v1/profiles';

function present(profile: Profile, currentId: number) {
  return {
    uuid: profile.uuid,
    slug: profile.slug,
    name: profile.name,
    hue: profile.hue,
    is_kids: profile.is_kids,
    is_current: profile.id === currentId,
  };
}

function presentList({ profiles, current }: ProfileOverview) {
  return {
    profiles: profiles.map((p) => present(p, current.id)),
    current_profile_id: current.uuid,
    max_profiles: PROFILE_LIMITS.perAccount,
  };
}

/** The profile this request names (MC-Profile-Id header, else the profile_id cookie). */
export function requestedProfile(request: FastifyRequest): string | undefined {
  return requestedProfileId(request.headers[HEADERS.profileId], request.cookies[COOKIES.profileId]);
}

/** Remembers the current profile for a year; readable by scripts (see profile-cookie.ts). */
function setProfileCookie(reply: FastifyReply, config: Config, uuid: string): void {
  reply.setCookie(
    COOKIES.profileId,
    uuid,
    cookieOptions(config, PROFILE_COOKIE_MAX_AGE, { readableByScripts: true }),
  );
}

export async function profileRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { profiles } = deps.services;

  app.get(
    PATH,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'listProfiles',
        tags: ['profiles'],
        summary: "The signed-in user's profiles and which one is current.",
        response: { 200: profileList },
      },
    },
    async (request) =>
      presentList(await profiles.overview(requireUserId(request), requestedProfile(request))),
  );

  app.post(
    PATH,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'createProfile',
        tags: ['profiles'],
        summary: `Adds a profile (at most ${PROFILE_LIMITS.perAccount} per account).`,
        body: createProfileBody,
        response: { 201: profileResource },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { body } = request;
      const created = await profiles.create(userId, { name: body.name, hue: body.hue, isKids: body.is_kids });
      const current = await profiles.resolveCurrentProfile(userId, requestedProfile(request));
      return reply.code(201).send(present(created, current.id));
    },
  );

  app.patch(
    `${PATH}/:uuid`,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'updateProfile',
        tags: ['profiles'],
        summary: 'Renames a profile, changes its colour or its kids setting.',
        params: profileParams,
        body: updateProfileBody,
        response: { 200: profileResource, ...errorResponses(404) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { body } = request;
      const updated = await profiles.update(userId, request.params.uuid, {
        name: body.name,
        hue: body.hue,
        isKids: body.is_kids,
      });
      const current = await profiles.resolveCurrentProfile(userId, requestedProfile(request));
      return present(updated, current.id);
    },
  );

  app.delete(
    `${PATH}/:uuid`,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'deleteProfile',
        tags: ['profiles'],
        summary: 'Deletes a profile, never the last; the first one takes over from a deleted current one.',
        params: profileParams,
        response: { 200: profileList, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const result = await profiles.remove(
        requireUserId(request),
        request.params.uuid,
        requestedProfile(request),
      );
      if (result.currentChanged) setProfileCookie(reply, deps.config, result.current.uuid);
      return presentList(result);
    },
  );

  app.put(
    `${PATH}/current`,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'setCurrentProfile',
        tags: ['profiles'],
        summary: 'Makes one of your profiles the current one (sets the profile_id cookie).',
        body: currentProfileBody,
        response: { 200: profileList, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const chosen = await profiles.get(userId, request.body.profile_id);
      setProfileCookie(reply, deps.config, chosen.uuid);
      return presentList(await profiles.overview(userId, chosen.uuid));
    },
  );
}
