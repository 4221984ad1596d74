import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { RateLimiter } from '~/server/core/rate-limit';
import type { Db } from '~/server/db/database';
import { VALIDATION_TEXTS } from '~/shared/spec';
import { EMAIL_PATTERN } from '~/shared/validation';
import * as repo from './notifications.repository';
import type { ContentNotificationInput, ContentNotificationResult } from './notifications.schema';

/** Sign-ups per client IP and hour: plenty for a household, too few to flood a list with strangers. */
export const NOTIFY_LIMIT = { perIp: 30, windowMs: 60 * 60 * 1000 } as const;

/**
 * "Get notified" for a coming-soon episode and the waitlist of a coming-soon session
 * (product.md 2.2, 4). Asking twice for the same thing with the same email is one entry.
 */
export function createNotificationsService(deps: { db: Db; clock: Clock; limiter: RateLimiter }) {
  const { db, clock, limiter } = deps;

  /** The id of the target, checked to exist and to still be coming soon. */
  async function resolveTarget(input: ContentNotificationInput, now: Date): Promise<number> {
    if (input.kind === 'episode') {
      const episode = await repo.findEpisode(db, input.target_uuid);
      if (episode?.course_kind !== 'series') throw new DomainError('content_not_found');
      if (episode.released_at.getTime() <= now.getTime()) throw new DomainError('content_already_available');
      return episode.id;
    }
    const camp = await repo.findCamp(db, input.target_uuid);
    if (!camp) throw new DomainError('content_not_found');
    if (camp.status !== 'coming_soon') throw new DomainError('content_already_available');
    return camp.id;
  }

  return {
    async subscribe(
      input: ContentNotificationInput,
      who: { userId: number | null; ip: string },
    ): Promise<ContentNotificationResult> {
      const ipKey = `content-notify:${who.ip}`;
      if ((await limiter.hit(ipKey, NOTIFY_LIMIT.windowMs)) > NOTIFY_LIMIT.perIp)
        throw new DomainError('too_many_requests');
      let email = input.email?.trim().toLowerCase() ?? '';
      if (!email && who.userId !== null)
        email = (await repo.findUserEmail(db, who.userId))?.email.toLowerCase() ?? '';
      if (!email)
        throw new DomainError('bad_request', { field: 'email', message: VALIDATION_TEXTS.emailRequired });
      if (!EMAIL_PATTERN.test(email))
        throw new DomainError('bad_request', { field: 'email', message: VALIDATION_TEXTS.emailInvalid });
      const now = clock.now();
      const targetId = await resolveTarget(input, now);
      const created = await repo.insertNotification(db, {
        kind: input.kind,
        targetId,
        email,
        userId: who.userId,
        at: now,
      });
      return { kind: input.kind, target_uuid: input.target_uuid, email, created };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
