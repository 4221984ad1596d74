import { type SqlBool, sql } from 'kysely';

/**
 * The one condition every public read of the catalog applies (decision 0039): the class is
 * published and not taken down by the studio. A class's lessons are public exactly when it
 * is, so reads of lessons join their course and apply it too. `visibility.test.ts` lists every
 * file that reads courses or lessons and fails on one that neither applies this nor says why
 * it may show an unpublished class (the studio, a member's own records, media by token).
 *
 * `table` is the name or alias courses has in the query; inside a left join's condition it
 * drops the unpublished row and leaves the outer row (a playlist keeps its other lessons).
 */
export function listed(table = 'courses') {
  return sql<SqlBool>`${sql.ref(`${table}.unpublished_at`)} is null`;
}
