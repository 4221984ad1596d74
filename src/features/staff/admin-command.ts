import { isDomainError } from '~/server/core/domain-error';
import type { Services } from '~/server/services';
import { OWNER_ROLE } from '~/shared/studio';
import { listRoles } from './staff.repository';
import { INVITATION_TTL_MS, systemActor } from './staff.service';

export const ADMIN_USAGE = [
  'usage: npm run admin -- invite <email> [--role <role>] [--instructor <instructor slug>]',
  '       npm run admin -- reset-two-factor <email>',
].join('\n');

/** Whoever runs the command runs the server: they may give any role (the audit log says "command line"). */
export const COMMAND_LINE_ACTOR = systemActor('command line');

export type AdminOutcome = { exitCode: number; output: string };

type Parsed =
  | { command: 'invite'; email: string; role: string; instructor: string | null }
  | { command: 'reset-two-factor'; email: string }
  | { error: string };

function parse(args: readonly string[]): Parsed {
  const [command, email, ...rest] = args;
  if (!email || email.startsWith('--')) return { error: 'an email address is needed' };
  if (command === 'reset-two-factor')
    return rest.length ? { error: `unknown argument: ${rest[0]}` } : { command, email };
  if (command !== 'invite') return { error: command ? `unknown command: ${command}` : 'a command is needed' };
  let role: string = OWNER_ROLE;
  let instructor: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const [name, inline] = rest[i]!.split('=', 2) as [string, string | undefined];
    const value = inline ?? rest[++i];
    if (value === undefined || value.startsWith('--')) return { error: `${name} needs a value` };
    if (name === '--role') role = value;
    else if (name === '--instructor') instructor = value;
    else return { error: `unknown argument: ${name}` };
  }
  return { command, email, role, instructor };
}

/**
 * `npm run admin -- …`: the way in for the first owner (no default password anywhere), and
 * back in for staff locked out of their second factor. `invite` prints a one-time link (only
 * its hash is stored; it expires) for the address, with a role (owner unless told); accepting
 * it sets a password or signs the existing account in, then asks for an authenticator.
 * `reset-two-factor` removes a staff member's authenticator. Both are in the audit log.
 */
export async function runAdminCommand(
  args: readonly string[],
  deps: { services: Services; origin: string },
): Promise<AdminOutcome> {
  const parsed = parse(args);
  if ('error' in parsed) return { exitCode: 2, output: `${parsed.error}\n${ADMIN_USAGE}` };
  const { services } = deps;
  try {
    if (parsed.command === 'reset-two-factor') {
      const user = await services.accounts.findByEmail(parsed.email);
      if (!user) return { exitCode: 1, output: `No account has the address ${parsed.email}.` };
      await services.staff.resetTwoFactor(COMMAND_LINE_ACTOR, user.id);
      return {
        exitCode: 0,
        output: `The authenticator of ${user.email} is removed: they set up a new one when they next open the studio.`,
      };
    }
    let instructorId: number | null = null;
    if (parsed.instructor) {
      const found = await services.db
        .selectFrom('instructors')
        .select('id')
        .where('slug', '=', parsed.instructor)
        .executeTakeFirst();
      if (!found) return { exitCode: 1, output: `No instructor has the slug ${parsed.instructor}.` };
      instructorId = found.id;
    }
    const { invitation, link, roleName } = await services.staff.invite(
      COMMAND_LINE_ACTOR,
      { email: parsed.email, role: parsed.role, instructorId },
      { origin: deps.origin, send: 'none' },
    );
    const days = Math.round(INVITATION_TTL_MS / (24 * 60 * 60 * 1000));
    return {
      exitCode: 0,
      output: [
        `Invitation for ${invitation.email} as ${roleName}.`,
        `Open this link within ${days} days; it works once:`,
        '',
        `  ${link}`,
        '',
        'Accepting it sets a password (or signs in the existing account), then sets up an authenticator app.',
      ].join('\n'),
    };
  } catch (error) {
    // A refusal the person can act on (an unknown role, a missing instructor): its text.
    if (!isDomainError(error)) throw error;
    if (error.code !== 'staff_role_unknown') return { exitCode: 1, output: error.message };
    const roles = (await listRoles(services.db)).map((role) => role.key);
    return { exitCode: 1, output: `${error.message} The roles: ${roles.join(', ')}.` };
  }
}
