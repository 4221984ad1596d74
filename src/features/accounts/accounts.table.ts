import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

type Flag = ColumnType<boolean, boolean | undefined, boolean>;
type Count = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: Id;
  uuid: string;
  /** Stored lower-cased; unique. */
  email: string;
  name: string | null;
  /** Null for accounts that sign in only through a provider or were made at checkout. */
  password_hash: string | null;
  email_confirmed_at: Timestamp | null;
  has_marketing_opt_in: Flag;
  is_sso_only: Flag;
  is_enterprise_admin: Flag;
  is_mature_content_enabled: Flag;
  organization_id: number | null;
  country: string | null;
  email_token: string | null;
  failed_login_count: Count;
  locked_until_at: Timestamp | null;
  last_login_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrganizationsTable {
  id: Id;
  uuid: string;
  name: string;
  slug: string;
  sso_domain: string | null;
  sso_issuer: string | null;
  sso_client_id: string | null;
  sso_client_secret: string | null;
  is_sso_enabled: Flag;
  created_at: Timestamp;
}

export interface IdentitiesTable {
  id: Id;
  user_id: number;
  /** google, facebook, apple, or sso:<organization slug> */
  provider: string;
  subject: string;
  email: string | null;
  created_at: Timestamp;
}

/** staff_invitation: a studio invitation (features/staff); its data names the role. */
export type AccountTokenPurpose =
  | 'password_reset'
  | 'email_confirmation'
  | 'social_link'
  | 'staff_invitation';

export interface AccountTokensTable {
  id: Id;
  purpose: AccountTokenPurpose;
  token_hash: string;
  user_id: number | null;
  email: string | null;
  data_json: Json<unknown> | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuthCapturesTable {
  id: Id;
  user_id: number;
  auth_type: 'google' | 'facebook' | 'apple';
  capture_method: string | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: Timestamp;
  count: number;
}

export interface ProfilesTable {
  id: Id;
  uuid: string;
  user_id: number;
  slug: string;
  name: string;
  hue: number;
  is_kids: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
