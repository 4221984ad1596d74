import { AuditEntries } from '~/app/components/studio/audit-entries';
import { DashboardCards, RoleCard, TeamCard, TwoFactorCard } from '~/app/components/studio/dashboard';
import { StudioEmpty, StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { can } from '~/features/staff/studio-access';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio._index';
import { requireStudio, staffView } from './studio.server';
import '../components/shell/page-shell.css';

const RECENT = 8;

/** The studio's first page: your role, your second factor, the staff at a glance, recent activity. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request);
  const { services } = context;
  const readsAudit = can(staff, 'audit:read');
  const [recent, twoFactor, team] = await Promise.all([
    // Everyone's actions with audit:read; otherwise your own.
    services.audit.page(readsAudit ? {} : { actorUserId: staff.userId }, { limit: RECENT }),
    services.twoFactor.status(staff.userId),
    can(staff, 'staff:manage') ? services.staff.overview() : null,
  ]);
  return {
    staff: staffView(staff),
    twoFactor,
    recent: recent.entries,
    readsAudit,
    team: team ? { staff: team.staff.length, invitations: team.invitations.length } : null,
    productName: context.site.productName,
  };
}

export function meta() {
  return [{ title: 'Dashboard | Studio' }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { staff, twoFactor, recent, readsAudit, team, productName } = loaderData;
  const firstName = (staff.name ?? staff.email).split(/\s/)[0];
  return (
    <>
      <StudioPageHeader
        title="Dashboard"
        lede={`Welcome back, ${firstName}. You work on ${productName} as ${staff.role.name.toLowerCase()}.`}
      />
      <DashboardCards>
        <RoleCard role={staff.role} permissions={staff.permissions} instructor={staff.instructor} />
        <TwoFactorCard status={twoFactor} required={staff.twoFactor.required} />
        {team ? <TeamCard staff={team.staff} invitations={team.invitations} /> : null}
      </DashboardCards>
      <StudioPanel
        id="recent"
        title="Recent activity"
        description={readsAudit ? 'The newest entries of the audit log.' : 'What you did lately.'}
      >
        {recent.length ? (
          <AuditEntries entries={recent} linked={readsAudit} />
        ) : (
          <StudioEmpty>Nothing yet.</StudioEmpty>
        )}
        {readsAudit ? (
          <p>
            <a className="text-link" href={STUDIO_PATHS.audit}>
              Open the audit log
            </a>
          </p>
        ) : null}
      </StudioPanel>
    </>
  );
}
