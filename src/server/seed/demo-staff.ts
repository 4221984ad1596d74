import { type StaffActor, systemActor } from '~/features/staff/staff.service';
import type { Services } from '~/server/services';
import type { DefaultRoleKey } from '~/shared/studio';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * The demo staff (README), password DEMO_PASSWORD, each with an authenticator whose secret
 * is a fixed, published demo value: a tester adds it to an authenticator app (or runs
 * `oathtool --totp -b <secret>`) to sign in to the studio. Outside production only, like all
 * demo data; a real school's staff come from `npm run admin -- invite`.
 */
export const DEMO_STAFF = [
  {
    email: 'owner@atelier.test',
    name: 'Olive Owner',
    role: 'owner',
    totpSecret: 'ATELIERDEMOOWNERATELIERDEMOOWNER',
  },
  {
    email: 'editor@atelier.test',
    name: 'Eddie Editor',
    role: 'editor',
    totpSecret: 'ATELIERDEMOEDITORATELIERDEMOEDIT',
  },
  {
    email: 'support@atelier.test',
    name: 'Sam Support',
    role: 'support',
    totpSecret: 'ATELIERDEMOSUPPORTATELIERDEMOSUP',
  },
  {
    email: 'instructor@atelier.test',
    name: 'Alma Reyes',
    role: 'instructor',
    totpSecret: 'ATELIERDEMOINSTRUCTORATELIERDEMO',
    instructorSlug: 'alma-reyes',
  },
] as const satisfies readonly {
  email: string;
  name: string;
  role: DefaultRoleKey;
  totpSecret: string;
  instructorSlug?: string;
}[];

/** What acts when the demo data is made (its entries read "demo data" in the audit log). */
export const DEMO_DATA_ACTOR = systemActor('demo data');

/**
 * Puts an existing account on the staff through the real path: an invitation from `actor`,
 * accepted by the account itself (signed in), both in the audit log.
 */
export async function appointStaff(
  services: Services,
  actor: StaffActor,
  account: { userId: number; email: string },
  choice: { role: string; instructorId?: number | null },
): Promise<void> {
  const { link } = await services.staff.invite(
    actor,
    { email: account.email, ...choice },
    { origin: '', send: 'none' },
  );
  const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
  await services.staff.acceptInvitation(
    token,
    {},
    { ip: null, userAgent: null, requestId: null, signedInUserId: account.userId },
  );
}

/** Gives an account an authenticator with a known secret, already confirmed. */
export async function installAuthenticator(services: Services, userId: number, secret: string, now: Date) {
  await services.db
    .insertInto('staff_two_factor')
    .values({
      user_id: userId,
      secret_sealed: services.totp.seal(secret),
      confirmed_at: now,
      created_at: now,
    })
    .execute();
}

/** The demo staff: accounts made like any sign-up, confirmed, appointed, with their authenticator. */
export async function seedDemoStaff(services: Services, now: Date): Promise<void> {
  for (const person of DEMO_STAFF) {
    if (await services.accounts.findByEmail(person.email)) continue;
    const user = await services.accounts.register(
      { email: person.email, password: DEMO_PASSWORD, name: person.name, optIn: false },
      { country: 'US' },
    );
    const instructor =
      'instructorSlug' in person
        ? await services.db
            .selectFrom('instructors')
            .select('id')
            .where('slug', '=', person.instructorSlug)
            .executeTakeFirst()
        : undefined;
    await appointStaff(
      services,
      DEMO_DATA_ACTOR,
      { userId: user.id, email: user.email },
      { role: person.role, instructorId: instructor?.id ?? null },
    );
    await installAuthenticator(services, user.id, person.totpSecret, now);
  }
}
