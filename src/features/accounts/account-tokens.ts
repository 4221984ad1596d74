import { randomBytes } from 'node:crypto';
import { hashToken } from '~/features/sessions/sessions.service';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import type { AccountTokenPurpose } from './accounts.table';

export type IssuedToken = { id: number; token: string; expiresAt: Date };

/**
 * Single-use tokens sent to people (reset links, confirmation links, pending social
 * links). The token is random (256 bits); only its hash is stored.
 */
export function createAccountTokens(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async issue(
      purpose: AccountTokenPurpose,
      values: { userId?: number | null; email?: string | null; data?: unknown; ttlMs: number },
      options: { db?: Db } = {},
    ): Promise<IssuedToken> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + values.ttlMs);
      const row = await (options.db ?? db)
        .insertInto('account_tokens')
        .values({
          purpose,
          token_hash: hashToken(token),
          user_id: values.userId ?? null,
          email: values.email ?? null,
          data_json: values.data === undefined ? null : JSON.stringify(values.data),
          created_at: now,
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, token, expiresAt };
    },

    /**
     * Marks a live token used and returns it, or null when unknown, expired or used.
     * The update is conditional, so two concurrent uses of one token cannot both win.
     */
    async consume(purpose: AccountTokenPurpose, token: string, options: { db?: Db } = {}) {
      if (!token || token.length > 128) return null;
      const now = clock.now();
      const row = await (options.db ?? db)
        .updateTable('account_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /** Reads a live token without using it (a page that shows a form before the final post). */
    async peek(purpose: AccountTokenPurpose, token: string) {
      if (!token || token.length > 128) return null;
      const row = await db
        .selectFrom('account_tokens')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', clock.now())
        .executeTakeFirst();
      return row ?? null;
    },

    /** Ends every live token of a purpose for a user (a new reset link voids older ones). */
    async revokeAll(purpose: AccountTokenPurpose, userId: number, options: { db?: Db } = {}): Promise<void> {
      await (options.db ?? db)
        .updateTable('account_tokens')
        .set({ used_at: clock.now() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;
