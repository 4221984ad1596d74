import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * SQLite has no boolean, timestamp or JSON types. This keeps the rest of the code
 * dialect-free: on the way in, true/false become 1/0 and Dates ISO-8601 text (toSqliteValue,
 * applied to every statement's parameters by sqlite-statements.ts: converting the values at
 * execution costs nothing, where rewriting each query's operation tree cost ~40 µs a query);
 * on the way out, columns named by the schema conventions are turned back:
 *   *_at   -> Date        (timestamps)
 *   is_* / has_* -> boolean
 *   *_json -> parsed JSON
 * PostgreSQL gives these types natively, so this is on SQLite only. Values written into the SQL
 * itself (`sql.lit`, `eb.lit`) are numbers and strings; Kysely writes a Date there as ISO text.
 */
export class SqliteValuesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) fromSqliteRow(row);
    return args.result;
  }
}

export function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

function fromSqliteRow(row: UnknownRow): void {
  for (const [key, value] of Object.entries(row)) {
    if (value === null) continue;
    if (key.endsWith('_at') && typeof value === 'string') row[key] = new Date(value);
    else if ((key.startsWith('is_') || key.startsWith('has_')) && typeof value === 'number')
      row[key] = value !== 0;
    else if (key.endsWith('_json') && typeof value === 'string') row[key] = JSON.parse(value);
  }
}
