/** Whether a database error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: 23505; better-sqlite3: SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY).
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Whether a database error is a foreign-key violation (a referenced row is gone), on either dialect. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: 23503; better-sqlite3: SQLITE_CONSTRAINT_FOREIGNKEY.
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
