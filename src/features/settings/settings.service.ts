import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';

/** A setting: its key in `site_settings` and its value while nobody has set it. */
export type Setting<T> = { key: string; default: T };

/**
 * Settings changed at run time (`site_settings`): read from the database on each use, so a
 * change reaches every process at once, with no restart.
 */
export function createSettingsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function get<T>(setting: Setting<T>, options: { db?: Db } = {}): Promise<T> {
    const row = await (options.db ?? db)
      .selectFrom('site_settings')
      .select('value_json')
      .where('key', '=', setting.key)
      .executeTakeFirst();
    return row ? (row.value_json as T) : setting.default;
  }

  return {
    get,

    /** Stores a value (inside the caller's transaction) and returns what it replaced. */
    async set<T>(setting: Setting<T>, value: T, by: number | null, options: { db: Db }): Promise<T> {
      const before = await get(setting, options);
      const values = { value_json: JSON.stringify(value), updated_by_user_id: by, updated_at: clock.now() };
      await options.db
        .insertInto('site_settings')
        .values({ key: setting.key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
      return before;
    },

    /** Removes a value (inside the caller's transaction): the default applies again. Returns what it was. */
    async clear<T>(setting: Setting<T>, options: { db: Db }): Promise<T> {
      const before = await get(setting, options);
      await options.db.deleteFrom('site_settings').where('key', '=', setting.key).execute();
      return before;
    },

    /** Every row whose key starts with `prefix` (no `%` or `_` in it), as stored: one query. */
    async rowsUnder(prefix: string): Promise<Map<string, unknown>> {
      const rows = await db
        .selectFrom('site_settings')
        .select(['key', 'value_json'])
        .where('key', 'like', `${prefix}%`)
        .execute();
      return new Map(rows.map((row) => [row.key, row.value_json]));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
