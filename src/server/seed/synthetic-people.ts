import { type RawBuilder, sql } from 'kysely';
import type { Db } from '~/server/db/database';
import { dialectOf } from '~/server/db/schema-kit';

/** Emails of synthetic accounts: `synthetic-user-0000001@example.invalid` (never deliverable). */
export const SYNTHETIC_EMAIL_PREFIX = 'synthetic-user-';
const EMAIL_DOMAIN = '@example.invalid';

/** Accounts added per statement: large enough to be quick, small enough to report progress. */
const USERS_PER_ROUND = 100_000;
/** Progress rows written per statement. */
const PROGRESS_PER_ROUND = 1_000_000;
/** A share of the rows is completed (past 90%), as on a real site. */
const COMPLETED_PERCENT = 30;

type Progress = (what: string, done: number, total: number) => void;

/**
 * Adds synthetic members until `users` of them exist, each with one profile, and spreads
 * `progressRows` playback positions over them (the same number each, on different released
 * lessons, within the last year): the volumes of issue 11 item 9 (1,000,000 accounts and
 * 10,000,000 progress rows). Set-based SQL, a numbers series per statement (generate_series on
 * PostgreSQL, a recursive CTE on SQLite): no row crosses the wire, so millions take minutes.
 * Deterministic and resumable: account n is always the same row, and existing ones are skipped.
 */
export async function seedSyntheticPeople(
  db: Db,
  options: { users: number; progressRows: number; now: Date; onProgress?: Progress },
): Promise<{ usersAdded: number; progressAdded: number }> {
  const { users, now } = options;
  const pg = dialectOf(db) === 'postgres';
  const existing = await syntheticUserCount(db);

  for (let from = existing + 1; from <= users; from += USERS_PER_ROUND) {
    const to = Math.min(users, from + USERS_PER_ROUND - 1);
    await db.transaction().execute(async (trx) => {
      await sql`
        insert into users (uuid, email, name, created_at, updated_at, country)
        ${numbers(pg, from, to)}
        select ${uuidOf(pg, sql`n`)},
               ${concat(pg, SYNTHETIC_EMAIL_PREFIX, padded(pg, sql`n`, 7), EMAIL_DOMAIN)},
               ${concat(pg, 'Synthetic Member ', sql`cast(n as text)`)},
               ${at(pg, now, sql`n % 525600`)}, ${at(pg, now, sql`n % 525600`)}, 'US'
        from series`.execute(trx);
      await sql`
        insert into profiles (uuid, user_id, slug, name, hue, created_at, updated_at)
        select ${uuidOf(pg, sql`users.id`, 'f')}, users.id, 'me', 'Me', users.id % 360, users.created_at, users.created_at
        from users
        where users.email >= ${`${SYNTHETIC_EMAIL_PREFIX}${String(from).padStart(7, '0')}`}
          and users.email <= ${`${SYNTHETIC_EMAIL_PREFIX}${String(to).padStart(7, '0')}${EMAIL_DOMAIN}`}
          and users.email like ${`${SYNTHETIC_EMAIL_PREFIX}%`}`.execute(trx);
    });
    options.onProgress?.('synthetic members', to, users);
  }

  const perProfile = users > 0 ? Math.floor(options.progressRows / users) : 0;
  const progressAdded =
    perProfile > 0
      ? await seedProgress(db, pg, {
          perProfile,
          now,
          ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        })
      : 0;
  for (const table of ['users', 'profiles', 'playback_progress'])
    await sql`analyze ${sql.table(table)}`.execute(db);
  return { usersAdded: Math.max(0, users - existing), progressAdded };
}

/**
 * `perProfile` rows for each synthetic profile that has none yet. Profile k (in id order) watches
 * lessons (k * 7919 + j * 104729) mod L for j < perProfile, over the L released lessons: distinct
 * for each profile while perProfile < L, as 104729 is a prime larger than any L here.
 */
async function seedProgress(
  db: Db,
  pg: boolean,
  options: { perProfile: number; now: Date; onProgress?: Progress },
): Promise<number> {
  const { perProfile, now } = options;
  return db.transaction().execute(async (trx) => {
    await sql`create temporary table seed_lessons (seq integer primary key, id integer not null, seconds integer not null)`.execute(
      trx,
    );
    await sql`
      insert into seed_lessons (seq, id, seconds)
      select row_number() over (order by id) - 1, id, duration_seconds from lessons
      where role = 'lesson' and released_at is not null and duration_seconds > 0`.execute(trx);
    await sql`create temporary table seed_profiles (k integer primary key, id integer not null)`.execute(trx);
    await sql`
      insert into seed_profiles (k, id)
      select row_number() over (order by profiles.id) - 1, profiles.id
      from profiles inner join users on users.id = profiles.user_id
      where users.email like ${`${SYNTHETIC_EMAIL_PREFIX}%`}
        and not exists (select 1 from playback_progress p where p.profile_id = profiles.id)`.execute(trx);
    const lessonCount = Number(
      (await sql<{ c: number }>`select count(*) as c from seed_lessons`.execute(trx)).rows[0]?.c ?? 0,
    );
    const profileCount = Number(
      (await sql<{ c: number }>`select count(*) as c from seed_profiles`.execute(trx)).rows[0]?.c ?? 0,
    );
    if (lessonCount <= perProfile)
      throw new Error(`${perProfile} lessons a member needs more released lessons`);
    const total = profileCount * perProfile;
    const profilesPerRound = Math.max(1, Math.floor(PROGRESS_PER_ROUND / perProfile));
    for (let from = 0; from < profileCount; from += profilesPerRound) {
      const to = Math.min(profileCount, from + profilesPerRound) - 1;
      // m = k * perProfile + j: one number per row, so one series does it.
      await sql`
        insert into playback_progress
          (profile_id, lesson_id, position_seconds, duration_seconds, is_completed, completed_at, updated_at)
        ${numbers(pg, from * perProfile, (to + 1) * perProfile - 1)}
        select p.id, l.id,
               case when (n % 100) < ${sql.lit(COMPLETED_PERCENT)} then l.seconds else (n * 37) % l.seconds end,
               l.seconds,
               ${bool(pg, sql`(n % 100) < ${sql.lit(COMPLETED_PERCENT)}`)},
               case when (n % 100) < ${sql.lit(COMPLETED_PERCENT)} then ${at(pg, now, sql`(n * 13) % 525600`)} end,
               ${at(pg, now, sql`(n * 13) % 525600`)}
        from series
        inner join seed_profiles p on p.k = n / ${sql.lit(perProfile)}
        inner join seed_lessons l on l.seq = ((n / ${sql.lit(perProfile)}) * 7919 + (n % ${sql.lit(perProfile)}) * 104729) % ${sql.lit(lessonCount)}`.execute(
        trx,
      );
      options.onProgress?.('progress rows', (to + 1) * perProfile, total);
    }
    await sql`drop table seed_profiles`.execute(trx);
    await sql`drop table seed_lessons`.execute(trx);
    return total;
  });
}

async function syntheticUserCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('email', 'like', `${SYNTHETIC_EMAIL_PREFIX}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `with series(n)`: the whole numbers from..to, as the statement's first clause. */
function numbers(pg: boolean, from: number, to: number): RawBuilder<unknown> {
  return pg
    ? sql`with series(n) as (select generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint))`
    : sql`with recursive series(n) as (select ${sql.lit(from)} union all select n + 1 from series where n < ${sql.lit(to)})`;
}

function padded(pg: boolean, value: RawBuilder<unknown>, width: number): RawBuilder<unknown> {
  return pg
    ? sql`lpad(cast(${value} as text), ${sql.lit(width)}, '0')`
    : sql`printf('%0${sql.raw(String(width))}d', ${value})`;
}

function concat(pg: boolean, ...parts: (string | RawBuilder<unknown>)[]): RawBuilder<unknown> {
  const pieces = parts.map((part) => (typeof part === 'string' ? sql.lit(part) : part));
  return pg ? sql`concat(${sql.join(pieces)})` : sql.join(pieces, sql` || `);
}

/** A stable uuid-shaped id from a number (`variant` tells accounts from profiles apart). */
function uuidOf(pg: boolean, value: RawBuilder<unknown>, variant = 'e'): RawBuilder<unknown> {
  const hex = pg ? sql`lpad(to_hex(${value}), 12, '0')` : sql`printf('%012x', ${value})`;
  return concat(pg, `00000000-0000-4000-8${variant}00-`, hex);
}

/** `now` minus a number of minutes, as each dialect stores a timestamp. */
function at(pg: boolean, now: Date, minutesAgo: RawBuilder<unknown>): RawBuilder<unknown> {
  const iso = now.toISOString();
  return pg
    ? sql`(${sql.lit(iso)}::timestamptz - make_interval(mins => cast(${minutesAgo} as integer)))`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.lit(iso)}, '-' || (${minutesAgo}) || ' minutes')`;
}

function bool(pg: boolean, condition: RawBuilder<unknown>): RawBuilder<unknown> {
  return pg ? condition : sql`case when ${condition} then 1 else 0 end`;
}
