import type { ColumnType, Generated } from 'kysely';

/** Shared column shapes for table interfaces (see schema-kit.ts for the conventions). */
export type Id = Generated<number>;
/** A timestamp read as Date; written as Date (the SQLite plugin turns it into text). */
export type Timestamp = ColumnType<Date, Date, Date>;
export type TimestampWithDefault = ColumnType<Date, Date | undefined, Date>;
/** A JSON column: read parsed, written as a JSON string. */
export type Json<T> = ColumnType<T, string, string>;
