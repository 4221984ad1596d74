import type { Db } from '~/server/db/database';

/** What a staff invitation's token carries (account_tokens.data_json). */
export type InvitationData = {
  role: string;
  instructorId: number | null;
  /** The inviter's email, or what invited ('command line'). */
  invitedBy: string;
  invitedByUserId: number | null;
};

const PURPOSE = 'staff_invitation';

/** Invitations not yet accepted, withdrawn or expired, newest first. */
export async function listPendingInvitations(db: Db, now: Date) {
  const rows = await db
    .selectFrom('account_tokens')
    .select(['id', 'email', 'data_json', 'created_at', 'expires_at'])
    .where('purpose', '=', PURPOSE)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email ?? '',
    data: row.data_json as InvitationData,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));
}

export type PendingInvitation = Awaited<ReturnType<typeof listPendingInvitations>>[number];

/**
 * Withdraws pending invitations (marked used, so their links stop working): one by id, or
 * every one to an address (a new invitation replaces the older ones). Returns those withdrawn.
 */
export async function withdrawInvitations(db: Db, now: Date, which: { id: number } | { email: string }) {
  return db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('purpose', '=', PURPOSE)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => ('id' in which ? eb('id', '=', which.id) : eb('email', '=', which.email)))
    .returning(['id', 'email', 'data_json'])
    .execute();
}
