import type { Config } from '~/server/config';
import { systemClock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { createServices } from '~/server/services';
import { seedDemoAccounts } from './demo-accounts';
import { isDatabaseEmpty, seedDemoData } from './seed';

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
  const now = systemClock.now();
  await seedDemoData(db, { now });
  await seedDemoAccounts(createServices({ db, clock: systemClock, config }), now);
  log.info('demo data seeded');
}
