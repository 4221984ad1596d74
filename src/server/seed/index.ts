import type { Config } from '~/server/config';
import { systemClock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { createServices } from '~/server/services';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoStaff } from './demo-staff';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { seedSyntheticCatalog } from './synthetic';

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

/** The seed command's options: `--scale N` (or `--scale=N`) adds N synthetic classes. */
export function parseSeedArgs(args: readonly string[]): { scale: number | null } | { error: string } {
  let scale: number | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    let value: string | undefined;
    if (arg === '--scale') value = args[++i];
    else if (arg.startsWith('--scale=')) value = arg.slice('--scale='.length);
    else return { error: `unknown argument: ${arg}` };
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_SCALE)
      return { error: `--scale takes a whole number from 1 to ${MAX_SCALE}` };
    scale = Number(value);
  }
  return { scale };
}

/**
 * npm run db:seed -- --scale N: makes sure N synthetic classes exist on top of the demo
 * catalog (never in production), logging progress and the time it took.
 */
export async function seedSyntheticIfWanted(config: Config, db: Db, log: Log, count: number): Promise<void> {
  if (config.production) throw new Error('Synthetic data is never seeded in production');
  const started = performance.now();
  let lastLogged = 0;
  const { added, total } = await seedSyntheticCatalog(db, {
    count,
    now: systemClock.now(),
    onProgress: (done, of) => {
      if (done - lastLogged < 5_000 && done !== of) return;
      lastLogged = done;
      log.info(`synthetic classes: ${done} of ${of}`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info(`synthetic catalog: ${added} classes added (${total} in all) in ${seconds}s`);
}
