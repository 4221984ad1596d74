import type { AuditEntry } from './audit.service';

const COLUMNS: readonly [string, (entry: AuditEntry) => unknown][] = [
  ['id', (e) => e.id],
  ['time', (e) => e.at.toISOString()],
  ['actor', (e) => e.actor.label],
  ['actor_user_id', (e) => e.actor.userId],
  ['action', (e) => e.action],
  ['resource_type', (e) => e.resourceType],
  ['resource_id', (e) => e.resourceId],
  ['before', (e) => (e.before === null ? null : JSON.stringify(e.before))],
  ['after', (e) => (e.after === null ? null : JSON.stringify(e.after))],
  ['ip_address', (e) => e.ip],
  ['user_agent', (e) => e.userAgent],
  ['request_id', (e) => e.requestId],
];

// A cell a spreadsheet would run as a formula is prefixed with an apostrophe (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when needed, never a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The audit log as CSV lines (header first), one entry per line, as the entries come. */
export async function* auditCsvLines(entries: AsyncIterable<AuditEntry>): AsyncGenerator<string> {
  yield `${COLUMNS.map(([name]) => name).join(',')}\r\n`;
  for await (const entry of entries) yield `${COLUMNS.map(([, read]) => csvCell(read(entry))).join(',')}\r\n`;
}
