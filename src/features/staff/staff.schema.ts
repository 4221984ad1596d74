/** The studio's staff and security calls in zod (docs/decisions/0021-studio-staff-and-audit.md). */
import { z } from 'zod';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const datetime = z.string().meta({ description: 'ISO 8601 time (UTC).' });

export const userParams = z.strictObject({ userId: id });
export const invitationParams = z.strictObject({ invitationId: id });
export const sessionParams = z.strictObject({ sessionId: id });
export const tokenParams = z.strictObject({ token: z.string().min(1).max(128) });

/** A code from an authenticator app, or a recovery code. */
export const codeBody = z.strictObject({ code: z.string().trim().min(1).max(32) });

const role = z
  .object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    permissions: z.array(z.string()),
    instructor_scoped: z.boolean(),
    is_default: z.boolean(),
  })
  .meta({ id: 'StaffRole' });

const person = z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() });
const instructor = z.object({ id: z.number().int(), name: z.string() });

export const studioMe = z
  .object({
    user: person,
    role: role,
    instructor: instructor.nullable(),
    two_factor: z.object({
      enrolled: z.boolean(),
      required: z.boolean(),
      verified: z.boolean().meta({ description: 'This session passed the second factor.' }),
    }),
    stage: z.enum(['ready', 'needs_second_factor', 'needs_enrolment']),
  })
  .meta({ id: 'StudioMe' });

export const secondFactorAnswer = z.object({ recovery_codes_left: z.number().int() });
export const enrolment = z.object({
  secret: z.string().meta({ description: 'The secret in base32, to type into an authenticator app.' }),
  otpauth_uri: z.string().meta({ description: 'The otpauth:// address a QR code holds.' }),
});
export const recoveryCodes = z.object({
  recovery_codes: z.array(z.string()).meta({ description: 'Shown this once; each works once.' }),
});

export const sessionsAnswer = z.object({
  sessions: z.array(
    z.object({
      id: z.number().int(),
      device: z.string(),
      ip_address: z.string().nullable(),
      started_at: datetime,
      last_seen_at: datetime,
      current: z.boolean(),
      second_factor: z.boolean(),
    }),
  ),
});
export const endedAnswer = z.object({ ended: z.number().int() });

const roleChoice = {
  role: z.string().min(1).max(60),
  instructor_id: id.nullable().optional(),
};
export const inviteBody = z.strictObject({ email: z.string().max(320), ...roleChoice });
export const roleBody = z.strictObject(roleChoice);

const invitation = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.string(),
    instructor_id: z.number().int().nullable(),
    invited_by: z.string(),
    created_at: datetime,
    expires_at: datetime,
  })
  .meta({ id: 'StaffInvitation' });

export const invitationAnswer = z.object({ invitation });

export const staffOverview = z.object({
  staff: z.array(
    person.extend({
      role: z.string(),
      instructor: instructor.nullable(),
      two_factor: z.boolean(),
      since: datetime,
    }),
  ),
  invitations: z.array(invitation),
  roles: z.array(role),
  instructors: z.array(instructor),
});

export const securityPolicy = z.strictObject({ two_factor_required: z.boolean() });

export const invitationView = z.object({
  email: z.string(),
  role: z.object({ key: z.string(), name: z.string(), description: z.string() }),
  invited_by: z.string().nullable().meta({ description: 'The inviter’s email; null from the command line.' }),
  expires_at: datetime,
  proof: z.enum(['new_account', 'password', 'signed_in', 'provider']).meta({
    description:
      'What accepting needs: a new password (new_account), the account’s password, nothing (signed in as the invitee), or signing in through the account’s provider first.',
  }),
});

export const acceptBody = z.strictObject({
  password: z.string().max(200).optional(),
  password_confirmation: z.string().max(200).optional(),
  name: z.string().max(100).optional(),
});
export const acceptAnswer = z.object({ user_id: z.number().int(), redirect_to: z.string() });
