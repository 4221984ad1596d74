import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCamp } from '../../../tests/factories/courses';
import { createTestDb } from '../../../tests/test-db';
import * as m0036 from './migrations/0036_camp_redirects';

// Migration 0036 moves a renamed session's old addresses from camp_redirects into
// slug_redirects (kind camp), on SQLite and PostgreSQL alike; its down puts them back.
const { db } = await createTestDb();
const raw = db as unknown as Kysely<any>;

describe('migration 0036 (camp_redirects into slug_redirects)', () => {
  it('copies every old session address over, and back on the way down', async () => {
    const camp = await buildCamp(db, { slug: 'bread-week' });
    const other = await buildCamp(db, { slug: 'pasta-week' });
    await db
      .insertInto('slug_redirects')
      .values({ kind: 'course', old_slug: 'bread-week', target_id: 1 })
      .execute();

    await m0036.down(raw);
    await raw
      .insertInto('camp_redirects')
      .values([
        { old_slug: 'bread-camp', camp_id: camp.id },
        { old_slug: 'bread-days', camp_id: camp.id },
        { old_slug: 'pasta-camp', camp_id: other.id },
      ])
      .execute();
    await m0036.up(raw);

    const rows = await db
      .selectFrom('slug_redirects')
      .select(['kind', 'old_slug', 'target_id'])
      .orderBy('kind')
      .orderBy('old_slug')
      .execute();
    expect(rows.map((row) => ({ ...row, target_id: Number(row.target_id) }))).toEqual([
      { kind: 'camp', old_slug: 'bread-camp', target_id: camp.id },
      { kind: 'camp', old_slug: 'bread-days', target_id: camp.id },
      { kind: 'camp', old_slug: 'pasta-camp', target_id: other.id },
      { kind: 'course', old_slug: 'bread-week', target_id: 1 },
    ]);
    const moved = await db
      .selectFrom('slug_redirects')
      .innerJoin('camps', 'camps.id', 'slug_redirects.target_id')
      .select('camps.slug')
      .where('kind', '=', 'camp')
      .where('old_slug', '=', 'pasta-camp')
      .executeTakeFirst();
    expect(moved?.slug).toBe('pasta-week');

    await m0036.down(raw);
    const back = await raw
      .selectFrom('camp_redirects')
      .select(['old_slug', 'camp_id'])
      .orderBy('old_slug')
      .execute();
    expect(back.map((row) => [row.old_slug, Number(row.camp_id)])).toEqual([
      ['bread-camp', camp.id],
      ['bread-days', camp.id],
      ['pasta-camp', other.id],
    ]);
    expect(await db.selectFrom('slug_redirects').select('kind').execute()).toEqual([{ kind: 'course' }]);
    await m0036.up(raw);
  });
});
