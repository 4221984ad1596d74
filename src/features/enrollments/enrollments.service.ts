import type { AccessService } from '~/features/access/access.service';
import { phaseOf } from '~/features/catalog/camps.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import * as repo from './enrollments.repository';

/** An account's enrollment in a session, as the call and the session page show it. */
export type EnrollmentView = { session_id: string; enrolled_at: string };

/**
 * Joining a session (product.md 4: an open session is started or enrolled in;
 * docs/decisions/0019-being-a-member.md). Sessions come with the membership, so only a
 * member (the access ledger's answer) enrolls; enrolling again answers the first enrollment.
 */
export function createEnrollmentsService(deps: { db: Db; clock: Clock; access: AccessService }) {
  const { db, clock, access } = deps;

  async function campOf(userId: number, campUuid: string) {
    const camp = await repo.findCampWithEnrollment(db, campUuid, userId);
    if (!camp) throw new DomainError('content_not_found');
    return camp;
  }

  const view = (campUuid: string, at: Date): EnrollmentView => ({
    session_id: campUuid,
    enrolled_at: at.toISOString(),
  });

  return {
    /** The user's enrollment in the session; null when they have none. */
    async enrollment(userId: number, campUuid: string): Promise<EnrollmentView | null> {
      const camp = await campOf(userId, campUuid);
      return camp.enrolled_at ? view(camp.uuid, camp.enrolled_at) : null;
    },

    /**
     * Enrolls a member in an open session (started or about to). Unknown session: 404; not a
     * member: 403; coming soon (the waitlist's turn): 422.
     */
    async enroll(
      userId: number,
      campUuid: string,
    ): Promise<{ enrollment: EnrollmentView; created: boolean }> {
      const camp = await campOf(userId, campUuid);
      if (!(await access.membership(userId)).activeAnnualPass)
        throw new DomainError('session_membership_required');
      if (phaseOf(camp.status, camp.starts_at, clock.now()) === 'coming_soon')
        throw new DomainError('session_not_open');
      if (camp.enrolled_at) return { enrollment: view(camp.uuid, camp.enrolled_at), created: false };
      const now = clock.now();
      const created = await repo.insertEnrollment(db, camp.id, userId, now);
      if (created) return { enrollment: view(camp.uuid, now), created };
      // Someone else's request (a double click) got there first: answer theirs.
      const enrolled = await repo.findCampWithEnrollment(db, campUuid, userId);
      return { enrollment: view(camp.uuid, enrolled?.enrolled_at ?? now), created: false };
    },
  };
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
