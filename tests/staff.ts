import type { FastifyInstance } from 'fastify';
import type { Db } from '~/server/db/database';
import { appointStaff, DEMO_DATA_ACTOR, installAuthenticator } from '~/server/seed/demo-staff';
import type { Services } from '~/server/services';
import { COOKIES } from '~/shared/spec';
import { TestClient } from './test-app';

export const STAFF_PASSWORD = 'staff-password-1';

let counter = 0;

type Deps = { app: FastifyInstance; services: Services; clock: { now(): Date } };

/** An account (password STAFF_PASSWORD), optionally on the staff, with an authenticator unless told not. */
export async function makeAccount(
  deps: Deps,
  options: { role?: string; instructorId?: number; twoFactor?: boolean; email?: string } = {},
) {
  const email = options.email ?? `${options.role ?? 'member'}-${++counter}-${Date.now()}@example.com`;
  const user = await deps.services.accounts.register(
    { email, password: STAFF_PASSWORD, name: `Test ${options.role ?? 'member'}` },
    { country: 'US' },
  );
  let secret: string | null = null;
  if (options.role) {
    await appointStaff(
      deps.services,
      DEMO_DATA_ACTOR,
      { userId: user.id, email },
      { role: options.role, instructorId: options.instructorId ?? null },
    );
    if (options.twoFactor !== false) {
      secret = deps.services.totp.newSecret();
      await installAuthenticator(deps.services, user.id, secret, deps.clock.now());
    }
  }
  return { userId: user.id, email, secret };
}

/**
 * A client holding a session of this account, made directly (no password round trip), and
 * past the second factor unless told otherwise.
 */
export async function clientFor(
  deps: Deps,
  userId: number | null,
  options: { secondFactor?: boolean } = {},
): Promise<TestClient> {
  const client = new TestClient(deps.app);
  if (userId === null) return client;
  const session = await deps.services.sessions.start(userId, { ip: '127.0.0.1', userAgent: 'test' });
  if (options.secondFactor !== false) await deps.services.sessions.markSecondFactor(session);
  client.cookies.set(COOKIES.session, session.token);
  return client;
}

/** A staff member of a role and a client signed in as them, past the second factor. */
export async function signedInStaff(deps: Deps, role: string, options: { instructorId?: number } = {}) {
  const account = await makeAccount(deps, { role, ...options });
  return { ...account, client: await clientFor(deps, account.userId) };
}

/** The authenticator's code of a secret at the clock's time. */
export function codeNow(deps: Deps, secret: string): string {
  return deps.services.totp.codeAt(secret, deps.clock.now());
}

/**
 * A custom role holding only `financials:read` (no default role has it without commerce:edit):
 * it may read the commerce pages and calls but change nothing.
 */
export async function insertFinanceRole(db: Db, now: Date): Promise<void> {
  const role = await db
    .insertInto('staff_roles')
    .values({
      key: 'finance',
      name: 'Finance',
      description: 'Reads the money.',
      is_default: false,
      is_instructor_scoped: false,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_role_permissions')
    .values({ role_id: role.id, permission: 'financials:read' })
    .execute();
}
