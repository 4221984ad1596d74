import type { Kysely } from 'kysely';
import type { Database } from '~/server/db/database';
import { DEFAULT_ROLES, type DefaultRole } from '~/shared/studio';

/**
 * Writes the default roles of shared/studio.ts into `staff_roles` and their permissions into
 * `staff_role_permissions`, after the migrations at every start: a default role always has
 * exactly the permissions the code lists (custom roles, is_default false, are left alone).
 * Idempotent, and safe when two processes start at once (upserts, same order).
 */
export async function writeDefaultRoles(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const [key, role] of Object.entries(DEFAULT_ROLES) as [string, DefaultRole][]) {
      const fields = {
        name: role.name,
        description: role.description,
        is_default: true,
        is_instructor_scoped: role.instructorScoped ?? false,
      };
      const { id } = await tx
        .insertInto('staff_roles')
        .values({ key, ...fields, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet(fields))
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .deleteFrom('staff_role_permissions')
        .where('role_id', '=', id)
        .where('permission', 'not in', [...role.permissions])
        .execute();
      await tx
        .insertInto('staff_role_permissions')
        .values(role.permissions.map((permission) => ({ role_id: id, permission })))
        .onConflict((oc) => oc.columns(['role_id', 'permission']).doNothing())
        .execute();
    }
  });
}
