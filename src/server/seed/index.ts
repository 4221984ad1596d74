import type { Config } from '~/server/config';
import { systemClock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { createServices } from '~/server/services';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoStaff } from './demo-staff';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { seedSyntheticCatalog } from './synthetic';
import { seedSyntheticPeople } from './synthetic-people';

type Log = { info(msg: string): void };

/**
 * Fills an empty database with the demo catalog and accounts, outside production only.
 * `explicit` (npm run db:seed) refuses loudly in production instead of skipping.
 */
export async function seedDemoIfWanted(config: Config, db: Db, log: Log, options: { explicit: boolean }) {
  if (config.production) {
    if (options.explicit) throw new Error('Demo data is never seeded in production');
    return;
  }
  if (!options.explicit && !config.SEED_DEMO_DATA) return;
  if (!(await isDatabaseEmpty(db))) {
    if (options.explicit) log.info('database is not empty; demo data not seeded');
    return;
  }
  if (config.STRIPE_SECRET_KEY && /^(sk|rk)_live_/.test(config.STRIPE_SECRET_KEY))
    throw new Error(
      'Demo data buys the demo membership with a test card: use a Stripe test key, or set SEED_DEMO_DATA=false',
    );
  const now = systemClock.now();
  await seedDemoData(db, { now });
  const services = createServices({ db, clock: systemClock, config });
  await seedDemoAccounts(services, now);
  await seedDemoStaff(services, now);
  log.info('demo data seeded');
}

const MAX_SCALE = 1_000_000;
const MAX_USERS = 9_999_999;
const MAX_PROGRESS = 100_000_000;

/** What `--scale` alone asks for: the volumes issue 11 measures at (docs/performance.md, "At scale"). */
export const SCALE_DEFAULTS = { classes: 5_000, users: 1_000_000, progressRows: 10_000_000 } as const;

export type SeedArgs = { scale: { classes: number; users: number; progressRows: number } | null };

/**
 * The seed command's options. `--scale` alone: the default volumes (5,000 synthetic classes,
 * 1,000,000 members, 10,000,000 progress rows); `--scale N` (or `--scale=N`): N classes and no
 * members unless `--users N` and `--progress N` say how many.
 */
export function parseSeedArgs(args: readonly string[]): SeedArgs | { error: string } {
  const given: Partial<Record<'--scale' | '--users' | '--progress', number | true>> = {};
  const limits = {
    '--scale': [1, MAX_SCALE],
    '--users': [0, MAX_USERS],
    '--progress': [0, MAX_PROGRESS],
  } as const;
  for (let i = 0; i < args.length; i++) {
    const [flag = '', inline] = args[i]!.split('=', 2) as [string, string | undefined];
    if (!Object.hasOwn(limits, flag)) return { error: `unknown argument: ${args[i]}` };
    const name = flag as keyof typeof limits;
    const next = args[i + 1];
    const value = inline ?? (next !== undefined && !next.startsWith('--') ? args[++i] : undefined);
    // Only --scale may go without a number.
    if (value === undefined && name === '--scale') {
      given[name] = true;
      continue;
    }
    const [min, max] = limits[name];
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
      return { error: `${name} takes a whole number from ${min} to ${max}` };
    given[name] = Number(value);
  }
  if (given['--scale'] === undefined)
    return given['--users'] === undefined && given['--progress'] === undefined
      ? { scale: null }
      : { error: '--users and --progress go with --scale' };
  const byDefault = given['--scale'] === true;
  const count = (value: number | true | undefined, fallback: number) =>
    typeof value === 'number' ? value : byDefault ? fallback : 0;
  return {
    scale: {
      classes: byDefault ? SCALE_DEFAULTS.classes : (given['--scale'] as number),
      users: count(given['--users'], SCALE_DEFAULTS.users),
      progressRows: count(given['--progress'], SCALE_DEFAULTS.progressRows),
    },
  };
}

/**
 * npm run db:seed -- --scale: makes sure the synthetic classes, members and their progress exist
 * on top of the demo data (never in production), logging progress and the time it took.
 */
export async function seedSyntheticIfWanted(
  config: Config,
  db: Db,
  log: Log,
  scale: NonNullable<SeedArgs['scale']>,
): Promise<void> {
  if (config.production) throw new Error('Synthetic data is never seeded in production');
  const started = performance.now();
  const now = systemClock.now();
  let lastLogged = 0;
  const { added, total } = await seedSyntheticCatalog(db, {
    count: scale.classes,
    now,
    onProgress: (done, of) => {
      if (done - lastLogged < 5_000 && done !== of) return;
      lastLogged = done;
      log.info(`synthetic classes: ${done} of ${of}`);
    },
  });
  log.info(`synthetic catalog: ${added} classes added (${total} in all) in ${secondsSince(started)}s`);
  if (scale.users === 0) return;
  const people = await seedSyntheticPeople(db, {
    users: scale.users,
    progressRows: scale.progressRows,
    now,
    onProgress: (what, done, of) => log.info(`${what}: ${done} of ${of} (${secondsSince(started)}s)`),
  });
  log.info(
    `synthetic members: ${people.usersAdded} added, ${people.progressAdded} progress rows added, in ${secondsSince(started)}s`,
  );
}

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
