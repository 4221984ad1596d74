import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '~/server/db/column-types';

type Flag = ColumnType<boolean, boolean | undefined, boolean>;

export interface StaffRolesTable {
  id: Id;
  key: string;
  name: string;
  description: string;
  /** Written from DEFAULT_ROLES (shared/studio.ts) at every start; custom roles are false. */
  is_default: Flag;
  is_instructor_scoped: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffRolePermissionsTable {
  role_id: number;
  /** A key of PERMISSIONS (shared/studio.ts). */
  permission: string;
}

/** Who is on the staff, with which role (one each). */
export interface StaffMembersTable {
  id: Id;
  user_id: number;
  role_id: number;
  /** The instructor record an instructor-scoped role is limited to. */
  instructor_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffTwoFactorTable {
  user_id: number;
  /** The TOTP secret, AES-256-GCM with a key derived from the session secret (two-factor.ts). */
  secret_sealed: string;
  /** Null while the secret is being enrolled (no code from it entered yet). */
  confirmed_at: Timestamp | null;
  /** The newest TOTP time step accepted: older or equal steps are refused (no replay). */
  last_step: number | null;
  created_at: Timestamp;
}

export interface StaffRecoveryCodesTable {
  id: Id;
  user_id: number;
  /** sha256 of the normalised code (the codes are random, 50 bits each). */
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}
