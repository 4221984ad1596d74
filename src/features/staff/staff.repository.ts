import type { Db } from '~/server/db/database';
import { preparedQuery } from '~/server/db/prepared-query';
import { ALL_PERMISSIONS, isPermission, type Permission } from '~/shared/studio';

export type Role = {
  id: number;
  key: string;
  name: string;
  description: string;
  isDefault: boolean;
  instructorScoped: boolean;
  permissions: Permission[];
};

const roleColumns = [
  'staff_roles.id',
  'staff_roles.key',
  'staff_roles.name',
  'staff_roles.description',
  'staff_roles.is_default',
  'staff_roles.is_instructor_scoped',
] as const;

async function permissionsOf(db: Db, roleIds: number[]): Promise<Map<number, Permission[]>> {
  const byRole = new Map<number, Permission[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('staff_role_permissions')
    .select(['role_id', 'permission'])
    .where('role_id', 'in', roleIds)
    .execute();
  // A permission the code no longer knows (left in a custom role) grants nothing.
  for (const row of rows) if (isPermission(row.permission)) byRole.get(row.role_id)?.push(row.permission);
  // In the order shared/studio.ts lists them (by resource), not alphabetical.
  for (const permissions of byRole.values())
    permissions.sort((a, b) => ALL_PERMISSIONS.indexOf(a) - ALL_PERMISSIONS.indexOf(b));
  return byRole;
}

type RoleRow = {
  id: number;
  key: string;
  name: string;
  description: string;
  is_default: boolean;
  is_instructor_scoped: boolean;
};

function toRole(row: RoleRow, permissions: Permission[]): Role {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    isDefault: row.is_default,
    instructorScoped: row.is_instructor_scoped,
    permissions,
  };
}

/** Every role, default ones first, with its permissions. */
export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .select(roleColumns)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  const permissions = await permissionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRole(row, permissions.get(row.id) ?? []));
}

export async function findRoleByKey(db: Db, key: string): Promise<Role | undefined> {
  const row = await db
    .selectFrom('staff_roles')
    .select(roleColumns)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return toRole(row, (await permissionsOf(db, [row.id])).get(row.id) ?? []);
}

/** A person on the staff: their account, role and scope. */
export type StaffRecord = {
  userId: number;
  email: string;
  name: string | null;
  role: Role;
  instructor: { id: number; name: string } | null;
  since: Date;
};

function staffQuery(db: Db) {
  return db
    .selectFrom('staff_members')
    .innerJoin('users', 'users.id', 'staff_members.user_id')
    .innerJoin('staff_roles', 'staff_roles.id', 'staff_members.role_id')
    .leftJoin('instructors', 'instructors.id', 'staff_members.instructor_id')
    .select([
      ...roleColumns,
      'staff_members.user_id',
      'staff_members.created_at',
      'users.email',
      'users.name as user_name',
      'instructors.id as instructor_id',
      'instructors.name as instructor_name',
    ]);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

async function toRecords(db: Db, rows: StaffRow[]): Promise<StaffRecord[]> {
  const permissions = await permissionsOf(db, [...new Set(rows.map((row) => row.id))]);
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    name: row.user_name,
    role: toRole(row, permissions.get(row.id) ?? []),
    instructor:
      row.instructor_id !== null && row.instructor_name !== null
        ? { id: row.instructor_id, name: row.instructor_name }
        : null,
    since: row.created_at,
  }));
}

/** Every signed-in page asks (is this a staff member?): built once (server/db/prepared-query.ts). */
const staffMemberRows = preparedQuery((db: Db, userId: number) =>
  staffQuery(db).where('staff_members.user_id', '=', userId),
);

export async function findStaffMember(db: Db, userId: number): Promise<StaffRecord | undefined> {
  return (await toRecords(db, await staffMemberRows(db, userId)))[0];
}

/** The whole staff, by email. */
export async function listStaff(db: Db): Promise<StaffRecord[]> {
  return toRecords(db, await staffQuery(db).orderBy('users.email').execute());
}

export async function countMembersWithRole(db: Db, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function upsertStaffMember(
  db: Db,
  values: { userId: number; roleId: number; instructorId: number | null; now: Date },
): Promise<void> {
  const changes = { role_id: values.roleId, instructor_id: values.instructorId, updated_at: values.now };
  await db
    .insertInto('staff_members')
    .values({ user_id: values.userId, ...changes, created_at: values.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

export async function deleteStaffMember(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('staff_members').where('user_id', '=', userId).execute();
}

/** Which of these users have a confirmed second factor. */
export async function usersWithTwoFactor(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('staff_two_factor')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('confirmed_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export function findInstructor(db: Db, id: number) {
  return db.selectFrom('instructors').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function listInstructors(db: Db) {
  return db.selectFrom('instructors').select(['id', 'name']).orderBy('name').execute();
}
