import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';
import { type Dialect, dialectOf } from './schema-kit';

/** What a prepared query's arguments may be: values bound as they are. */
type Argument = string | number | boolean | Date | null;

/** Stands for the argument at `index` while the query is built once. */
class Slot {
  constructor(readonly index: number) {}
}

type Template = { compiled: CompiledQuery; parameters: ReadonlyArray<{ slot: number } | { value: unknown }> };

/**
 * A query built and compiled once per dialect, then run with each call's arguments. Building a
 * query with Kysely (its operation tree, then the SQL) costs more CPU than SQLite running a
 * simple one (~60-90 µs a query: decision 0032), and the queries every signed-in page runs
 * (its session, account, grants, staff role) are the same each time but for their values.
 * `build` must pass its arguments straight into the query as values (a comparison, `values`):
 * it gets stand-ins while it builds, so it cannot branch on them or turn them into SQL text
 * (`sql.lit`, a list for `in`), and a stand-in that does not reach the parameters is an error.
 * Plugins' result transforms (SQLite's values) and query logging apply as for any query.
 */
export function preparedQuery<A extends Argument[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const templates = new Map<Dialect, Template>();

  function templateFor(db: Db, arity: number): Template {
    const dialect = dialectOf(db);
    let template = templates.get(dialect);
    if (!template) {
      const slots = Array.from({ length: arity }, (_, index) => new Slot(index));
      const compiled = build(db, ...(slots as unknown as A)).compile();
      const parameters = compiled.parameters.map((value) =>
        value instanceof Slot ? { slot: value.index } : { value },
      );
      const used = new Set(parameters.flatMap((p) => ('slot' in p ? [p.slot] : [])));
      if (used.size !== arity) throw new Error(`a prepared query left out an argument: ${compiled.sql}`);
      template = { compiled, parameters };
      templates.set(dialect, template);
    }
    return template;
  }

  return async (db, ...args) => {
    const { compiled, parameters } = templateFor(db, args.length);
    const values = parameters.map((p) => ('slot' in p ? args[p.slot] : p.value));
    return (await db.executeQuery<R>({ ...compiled, parameters: values })).rows;
  };
}
