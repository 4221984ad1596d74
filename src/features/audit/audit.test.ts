import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STUDIO_API, STUDIO_SETTINGS } from '~/shared/studio';
import { clientFor, makeAccount, signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';
import { TEST_DIALECT } from '../../../tests/test-db';
import { csvCell } from './audit.csv';
import type { AuditActor } from './audit.service';

const t = await createTestApp();
const { db, clock, services } = t;
const { audit } = services;

// A database of its own for reading the log, so counts and pages are exactly its entries.
const own = await createTestApp();
const ownOwner = await makeAccount(own, { role: 'owner' });
/** The owner with a fresh session (these tests move the clock past a second factor's lifetime). */
const ownerNow = async () => ({ ...ownOwner, client: await clientFor(own, ownOwner.userId) });

const system: AuditActor = { userId: null, label: 'tests', ip: null, userAgent: null, requestId: null };
const entriesOf = (action: string) =>
  db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('written in the same transaction as the action', () => {
  it('records who, what, which record, before and after, from where', async () => {
    const owner = await signedInStaff(t, 'owner');
    const editor = await makeAccount(t, { role: 'editor' });
    const changed = await owner.client.request({
      method: 'PATCH',
      url: `${STUDIO_API.staff}/${editor.userId}`,
      headers: {
        'x-csrf-token': await owner.client.csrfToken(),
        'x-request-id': 'req-role-change-1',
        'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/130.0',
      },
      payload: { role: 'support' },
    });
    expect(changed.statusCode).toBe(204);
    const [entry] = (await entriesOf('staff.role_change')).filter(
      (e) => e.resource_id === String(editor.userId),
    );
    expect(entry).toMatchObject({
      actor_user_id: owner.userId,
      actor_label: owner.email,
      resource_type: 'user',
      before_json: { role: 'editor', instructor_id: null },
      after_json: { role: 'support', instructor_id: null },
      ip_address: '127.0.0.1',
      user_agent: expect.stringContaining('Firefox'),
      request_id: 'req-role-change-1',
    });
    expect(entry?.created_at).toEqual(clock.now());
  });

  it('leaves neither the change nor an entry when the action fails after writing', async () => {
    const before = await db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      audit.perform(system, async (tx, record) => {
        await services.settings.set(STUDIO_SETTINGS.twoFactorRequired, false, null, { db: tx });
        await record({
          action: 'settings.update',
          resourceType: 'setting',
          resourceId: 'x',
          after: { value: false },
        });
        throw new Error('the action fails late');
      }),
    ).rejects.toThrow('the action fails late');
    expect(await services.settings.get(STUDIO_SETTINGS.twoFactorRequired)).toBe(true);
    const after = await db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses (and rolls back) an action that records no entry', async () => {
    await expect(
      audit.perform(system, async (tx) => {
        await services.settings.set(STUDIO_SETTINGS.twoFactorRequired, false, null, { db: tx });
      }),
    ).rejects.toThrow(/no audit entry/);
    expect(await services.settings.get(STUDIO_SETTINGS.twoFactorRequired)).toBe(true);
  });

  it('writes nothing for a refused studio call', async () => {
    const owner = await signedInStaff(t, 'owner');
    const editor = await makeAccount(t, { role: 'editor' });
    const count = async () => (await entriesOf('staff.role_change')).length;
    const before = await count();
    const refused = await owner.client.send('PATCH', `${STUDIO_API.staff}/${editor.userId}`, {
      role: 'wizard',
    });
    expect(refused.statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('is append-only: the database refuses updates and deletes', async () => {
    await audit.perform(system, (_tx, record) =>
      record({ action: 'settings.update', resourceType: 'setting', resourceId: 'append-only' }),
    );
    await expect(db.updateTable('audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});

describe('reading the log', () => {
  it('filters by person, record, action and days, newest first, 50 a page by keyset', async () => {
    const a: AuditActor = { ...system, userId: ownOwner.userId, label: ownOwner.email };
    for (let i = 0; i < 55; i++) {
      own.clock.advance(60 * 60 * 1000);
      await own.services.audit.perform(i % 5 === 0 ? a : system, (_tx, record) =>
        record({
          action: i % 2 ? 'staff.invite' : 'staff.remove',
          resourceType: 'user',
          resourceId: 9000 + (i % 11),
        }),
      );
    }
    const owner = await ownerNow();
    const get = async (query: string) => {
      const response = await owner.client.request({ method: 'GET', url: `${STUDIO_API.audit}?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<{
        entries: { id: number; at: string; action: string }[];
        next_before: number | null;
      }>();
    };
    const first = await get('');
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.id).toBeGreaterThan(first.entries[1]!.id);
    const second = await get(`before=${first.next_before}`);
    expect(second.next_before).toBeNull();
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);

    // Eleven of these, and accepting their own invitation when they joined.
    expect((await get(`actor_user_id=${owner.userId}`)).entries).toHaveLength(12);
    expect((await get('resource_type=user&resource_id=9003')).entries).toHaveLength(5);
    expect((await get('action=staff.invite')).entries.every((e) => e.action === 'staff.invite')).toBe(true);
    const day = all[10]!.at.slice(0, 10);
    const oneDay = await get(`from=${day}&to=${day}`);
    expect(oneDay.entries.length).toBeGreaterThan(0);
    expect(oneDay.entries.every((e) => e.at.startsWith(day))).toBe(true);
    const bad = await owner.client.request({ method: 'GET', url: `${STUDIO_API.audit}?resource_id=3` });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered log as CSV, and logs the export', async () => {
    const owner = await ownerNow();
    await own.services.audit.perform({ ...system, label: '=HYPERLINK("http://evil")' }, (_tx, record) =>
      record({
        action: 'settings.update',
        resourceType: 'setting',
        resourceId: 'csv',
        after: { text: 'a, "b"' },
      }),
    );
    const response = await owner.client.request({
      method: 'GET',
      url: `${STUDIO_API.auditCsv}?action=settings.update`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,time,actor,actor_user_id,action,resource_type,resource_id,before,after,ip_address,user_agent,request_id',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('"{""text"":""a, \\""b\\""""}"');
    const exported = await own.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'audit.export')
      .execute();
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      actor_user_id: owner.userId,
      after_json: { filters: { action: 'settings.update' } },
    });
  });

  it('gives a member’s timeline: the entries whose record is them', async () => {
    const owner = await ownerNow();
    const member = await makeAccount(own);
    await own.services.audit.perform(system, (_tx, record) =>
      record({
        action: 'staff.role_change',
        resourceType: 'user',
        resourceId: member.userId,
        after: { x: 1 },
      }),
    );
    const response = await owner.client.request({
      method: 'GET',
      url: `${STUDIO_API.members}/${member.userId}/timeline`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().entries).toEqual([
      expect.objectContaining({ resource_type: 'user', resource_id: String(member.userId), after: { x: 1 } }),
    ]);
  });

  it('has an index for every filter', async () => {
    const names =
      TEST_DIALECT === 'postgres'
        ? await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'audit_log'`.execute(own.db)
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'audit_log'`.execute(own.db);
    expect(names.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'audit_log_actor',
        'audit_log_resource',
        'audit_log_action',
        'audit_log_created',
      ]),
    );
  });
});

describe('csvCell', () => {
  it('quotes what needs quoting and never starts a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell(null)).toBe('');
  });
});
