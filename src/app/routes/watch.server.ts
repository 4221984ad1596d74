import type { AppLoadContext } from 'react-router';
import { requestedProfileIdOf } from '~/features/profiles/profile-cookie';
import type { PageWatch } from '~/features/watch/watch.service';

/**
 * Server helpers of the pages that play video (lesson, episode, playlist): the watch bundle
 * for whoever is asking, through the same service as GET watch-bundles/{uuid}.
 */
export function watchForPage(
  context: AppLoadContext,
  request: Request,
  lessonUuid: string,
): Promise<PageWatch> {
  return context.services.watch.forPage(
    { userId: context.session?.userId ?? null, requestedProfile: requestedProfileIdOf(request) },
    lessonUuid,
  );
}

/** `?t=<seconds>`: where to start (the notes link there); null when absent or not a time. */
export function startAtOf(request: Request): number | null {
  const t = new URL(request.url).searchParams.get('t');
  return t !== null && /^\d{1,6}$/.test(t) ? Number(t) : null;
}
