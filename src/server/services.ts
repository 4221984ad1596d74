import { createCatalogService } from '~/features/catalog/catalog.service';
import { createGrowthService } from '~/features/growth/growth.service';
import { createSessionService } from '~/features/sessions/sessions.service';
import type { Config } from './config';
import type { Clock } from './core/clock';
import type { Db } from './db/database';
import { createJobQueue } from './jobs/queue';

export type ServiceDeps = { db: Db; clock: Clock; config: Config };

/**
 * Builds every domain service once, with its dependencies passed in (no globals):
 * API routes and page loaders both get this object.
 */
export function createServices(deps: ServiceDeps) {
  const { db, clock, config } = deps;
  return {
    db,
    clock,
    sessions: createSessionService({ db, clock, secret: config.SESSION_SECRET }),
    catalog: createCatalogService({ db }),
    growth: createGrowthService({ db, clock }),
    jobs: createJobQueue({ db, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
