import { describe, expect, it } from 'vitest';
import { STUDIO_API, STUDIO_SETTINGS } from '~/shared/studio';
import { clientFor, codeNow, makeAccount, signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';
import { SECOND_FACTOR_LIFETIME_MS } from './studio-access';
import { SECOND_FACTOR_FAILURE_LIMIT, SECOND_FACTOR_WINDOW_MS } from './two-factor.service';

const t = await createTestApp();
const { db, clock, services } = t;
const STEP_MS = 30_000;

const me = (client: Awaited<ReturnType<typeof clientFor>>) =>
  client.request({ method: 'GET', url: STUDIO_API.me });

async function enrol(client: Awaited<ReturnType<typeof clientFor>>) {
  const started = await client.send('POST', STUDIO_API.enrolment);
  expect(started.statusCode).toBe(200);
  const { secret, otpauth_uri } = started.json<{ secret: string; otpauth_uri: string }>();
  const confirmed = await client.send('POST', STUDIO_API.enrolmentConfirmation, {
    code: services.totp.codeAt(secret, clock.now()),
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, uri: otpauth_uri, codes: confirmed.json<{ recovery_codes: string[] }>().recovery_codes };
}

describe('enrolment', () => {
  it('sends staff without an authenticator to enrol: every other studio call is refused until then', async () => {
    const { userId } = await makeAccount(t, { role: 'editor', twoFactor: false });
    const client = await clientFor(t, userId, { secondFactor: false });
    expect((await me(client)).json().stage).toBe('needs_enrolment');
    const refused = await client.request({ method: 'GET', url: STUDIO_API.sessions });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('two_factor_enrolment_required');

    const { secret, uri, codes } = await enrol(client);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The session that enrolled has passed the second factor.
    expect((await me(client)).json()).toMatchObject({
      stage: 'ready',
      two_factor: { enrolled: true, verified: true },
    });
    expect((await client.request({ method: 'GET', url: STUDIO_API.sessions })).statusCode).toBe(200);
  });

  it('keeps the secret sealed and only hashes of the recovery codes', async () => {
    const { userId } = await makeAccount(t, { role: 'editor', twoFactor: false });
    const { secret, codes } = await enrol(await clientFor(t, userId, { secondFactor: false }));
    const row = await db
      .selectFrom('staff_two_factor')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    expect(services.totp.open(row.secret_sealed)).toBe(secret);
    const stored = await db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((s) => s.code_hash)).not.toContain(code);
  });

  it('shows the same secret again until it is confirmed, and a new one on restart', async () => {
    const { userId, email } = await makeAccount(t, { role: 'editor', twoFactor: false });
    const first = await services.twoFactor.enrolment(userId, email);
    expect((await services.twoFactor.enrolment(userId, email)).secret).toBe(first.secret);
    const restarted = await services.twoFactor.restartEnrolment(userId, email);
    expect(restarted.secret).not.toBe(first.secret);
  });

  it('refuses a wrong code and a second enrolment', async () => {
    const { userId } = await makeAccount(t, { role: 'editor', twoFactor: false });
    const client = await clientFor(t, userId, { secondFactor: false });
    await client.send('POST', STUDIO_API.enrolment);
    const wrong = await client.send('POST', STUDIO_API.enrolmentConfirmation, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'second_factor_invalid', field: 'code' });
    await enrol(client);
    expect((await client.send('POST', STUDIO_API.enrolment)).statusCode).toBe(409);
  });
});

describe('the second factor of a session', () => {
  it('asks for a code before anything else, then lets the session in', async () => {
    const { userId, secret } = await makeAccount(t, { role: 'support' });
    const client = await clientFor(t, userId, { secondFactor: false });
    expect((await me(client)).json().stage).toBe('needs_second_factor');
    const refused = await client.request({ method: 'GET', url: STUDIO_API.sessions });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].code).toBe('second_factor_required');
    const verified = await client.send('POST', STUDIO_API.secondFactor, { code: codeNow(t, secret!) });
    expect(verified.statusCode).toBe(200);
    expect((await me(client)).json().stage).toBe('ready');
  });

  it('refuses a code used once already (replay), and accepts the next step’s', async () => {
    const { userId, secret } = await makeAccount(t, { role: 'support' });
    const code = codeNow(t, secret!);
    const first = await clientFor(t, userId, { secondFactor: false });
    expect((await first.send('POST', STUDIO_API.secondFactor, { code })).statusCode).toBe(200);
    const second = await clientFor(t, userId, { secondFactor: false });
    const replay = await second.send('POST', STUDIO_API.secondFactor, { code });
    expect(replay.statusCode).toBe(422);
    // A code of the step before the last one accepted is refused too.
    clock.advance(STEP_MS);
    const older = services.totp.codeAt(secret!, new Date(clock.now().getTime() - 2 * STEP_MS));
    expect((await second.send('POST', STUDIO_API.secondFactor, { code: older })).statusCode).toBe(422);
    expect(
      (await second.send('POST', STUDIO_API.secondFactor, { code: codeNow(t, secret!) })).statusCode,
    ).toBe(200);
  });

  it('accepts a code of the neighbouring step (clock drift), not one further away', async () => {
    const { userId, secret } = await makeAccount(t, { role: 'support' });
    const client = await clientFor(t, userId, { secondFactor: false });
    const later = (steps: number) =>
      services.totp.codeAt(secret!, new Date(clock.now().getTime() + steps * STEP_MS));
    expect((await client.send('POST', STUDIO_API.secondFactor, { code: later(3) })).statusCode).toBe(422);
    expect((await client.send('POST', STUDIO_API.secondFactor, { code: later(1) })).statusCode).toBe(200);
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const { userId } = await makeAccount(t, { role: 'editor', twoFactor: false });
    const { codes } = await enrol(await clientFor(t, userId, { secondFactor: false }));
    const client = await clientFor(t, userId, { secondFactor: false });
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    const used = await client.send('POST', STUDIO_API.secondFactor, { code: typed });
    expect(used.statusCode).toBe(200);
    expect(used.json().recovery_codes_left).toBe(9);
    const again = await (await clientFor(t, userId, { secondFactor: false })).send(
      'POST',
      STUDIO_API.secondFactor,
      {
        code: codes[0],
      },
    );
    expect(again.statusCode).toBe(422);
    const actions = await db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_user_id', '=', userId)
      .execute();
    expect(actions.map((a) => a.action)).toContain('security.recovery_code_use');
  });

  it(`limits wrong codes to ${SECOND_FACTOR_FAILURE_LIMIT} per window, then 429 even for a right one`, async () => {
    const { userId, secret } = await makeAccount(t, { role: 'support' });
    const client = await clientFor(t, userId, { secondFactor: false });
    for (let i = 0; i < SECOND_FACTOR_FAILURE_LIMIT; i++)
      expect((await client.send('POST', STUDIO_API.secondFactor, { code: '000000' })).statusCode).toBe(422);
    const limited = await client.send('POST', STUDIO_API.secondFactor, { code: codeNow(t, secret!) });
    expect(limited.statusCode).toBe(429);
    clock.advance(SECOND_FACTOR_WINDOW_MS + 1000);
    expect(
      (await client.send('POST', STUDIO_API.secondFactor, { code: codeNow(t, secret!) })).statusCode,
    ).toBe(200);
  });

  it('asks again once the second factor is older than its lifetime', async () => {
    const { userId } = await makeAccount(t, { role: 'support' });
    const client = await clientFor(t, userId);
    expect((await me(client)).json().stage).toBe('ready');
    clock.advance(SECOND_FACTOR_LIFETIME_MS);
    expect((await me(client)).json().stage).toBe('needs_second_factor');
  });
});

describe('turning two-factor off, recovery codes', () => {
  it('turns off only with a right code; then the mandatory policy sends to enrol again', async () => {
    const { userId, secret, client } = await signedInStaff(t, 'editor');
    clock.advance(STEP_MS);
    expect((await client.send('DELETE', STUDIO_API.twoFactor, { code: '123456' })).statusCode).toBe(422);
    expect(
      (await client.send('DELETE', STUDIO_API.twoFactor, { code: codeNow(t, secret!) })).statusCode,
    ).toBe(204);
    expect(
      await db.selectFrom('staff_two_factor').select('user_id').where('user_id', '=', userId).execute(),
    ).toEqual([]);
    expect((await me(client)).json().stage).toBe('needs_enrolment');
  });

  it('makes new recovery codes; the old ones stop working', async () => {
    const { userId } = await makeAccount(t, { role: 'editor', twoFactor: false });
    const client = await clientFor(t, userId, { secondFactor: false });
    const { codes } = await enrol(client);
    const fresh = await client.send('POST', STUDIO_API.recoveryCodes);
    expect(fresh.statusCode).toBe(200);
    const renewed = fresh.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(renewed).toHaveLength(10);
    const other = await clientFor(t, userId, { secondFactor: false });
    expect((await other.send('POST', STUDIO_API.secondFactor, { code: codes[1] })).statusCode).toBe(422);
    expect((await other.send('POST', STUDIO_API.secondFactor, { code: renewed[1] })).statusCode).toBe(200);
  });
});

describe('the owner’s two-factor policy', () => {
  it('lets staff without an authenticator in when two-factor is optional; never skips a set-up one', async () => {
    const owner = await signedInStaff(t, 'owner');
    const policy = await owner.client.send('PUT', STUDIO_API.securityPolicy, { two_factor_required: false });
    expect(policy.statusCode).toBe(200);
    expect(await services.settings.get(STUDIO_SETTINGS.twoFactorRequired)).toBe(false);
    const without = await makeAccount(t, { role: 'editor', twoFactor: false });
    expect((await me(await clientFor(t, without.userId, { secondFactor: false }))).json()).toMatchObject({
      stage: 'ready',
      two_factor: { enrolled: false, required: false },
    });
    const withOne = await makeAccount(t, { role: 'editor' });
    expect((await me(await clientFor(t, withOne.userId, { secondFactor: false }))).json().stage).toBe(
      'needs_second_factor',
    );
    await owner.client.send('PUT', STUDIO_API.securityPolicy, { two_factor_required: true });
    expect((await me(await clientFor(t, without.userId, { secondFactor: false }))).json().stage).toBe(
      'needs_enrolment',
    );
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ before_json: { value: false }, after_json: { value: true } });
  });
});
