import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/**
 * SQLite has no boolean, timestamp or JSON types. This plugin keeps the rest of the
 * code dialect-free: on the way in, true/false become 1/0 and Dates ISO-8601 text;
 * on the way out, columns named by the schema conventions are turned back:
 *   *_at   -> Date        (timestamps)
 *   is_* / has_* -> boolean
 *   *_json -> parsed JSON
 * PostgreSQL gives these types natively, so the plugin is installed on SQLite only.
 */
export class SqliteValuesPlugin implements KyselyPlugin {
  private readonly transformer = new ValueTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
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

class ValueTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...node, value: toSqliteValue(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map(toSqliteValue) };
  }
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
