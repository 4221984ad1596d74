import type { ReactNode } from 'react';
import type { TwoFactorStatus } from '~/features/staff/two-factor.service';
import { PERMISSIONS, type Permission, STUDIO_PATHS } from '~/shared/studio';
import { Time } from './format';
import { StudioBadge } from './studio-page';
import './dashboard.css';

/** One fact of the dashboard: a title, what it says, where to act on it. */
function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="studio-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function DashboardCards({ children }: { children: ReactNode }) {
  return <div className="studio-cards">{children}</div>;
}

/** Your role, and what it lets you do (each permission in words). */
export function RoleCard({
  role,
  permissions,
  instructor,
}: {
  role: { name: string; description: string };
  permissions: readonly Permission[];
  instructor: { name: string } | null;
}) {
  return (
    <Card id="role" title="Your role">
      <p className="studio-card-figure">{role.name}</p>
      <p className="studio-card-text">
        {role.description}
        {instructor ? ` Your classes: those of ${instructor.name}.` : ''}
      </p>
      <details className="studio-disclosure studio-card-more">
        <summary>What you can do ({permissions.length})</summary>
        <ul>
          {permissions.map((permission) => (
            <li key={permission}>{PERMISSIONS[permission]}</li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

/** Whether your second factor is on, and your recovery codes left. */
export function TwoFactorCard({ status, required }: { status: TwoFactorStatus; required: boolean }) {
  return (
    <Card id="two-factor" title="Two-factor authentication">
      <p className="studio-card-figure">
        {status.enrolled ? (
          <StudioBadge tone="ok">On</StudioBadge>
        ) : (
          <StudioBadge tone="warning">Off</StudioBadge>
        )}
      </p>
      <p className="studio-card-text">
        {status.enrolled && status.enrolledAt ? (
          <>
            Since <Time value={status.enrolledAt} day />.{' '}
            {status.recoveryCodesLeft
              ? `${status.recoveryCodesLeft} recovery codes left.`
              : 'No recovery codes left: make new ones.'}
          </>
        ) : required ? (
          'The owner requires it for all staff.'
        ) : (
          'Protect your account with an authenticator app.'
        )}
      </p>
      <a className="studio-card-link" href={STUDIO_PATHS.security}>
        My security
      </a>
    </Card>
  );
}

/** How many people are on the staff, and invitations waiting. */
export function TeamCard({ staff, invitations }: { staff: number; invitations: number }) {
  return (
    <Card id="team" title="Staff">
      <p className="studio-card-figure">{staff}</p>
      <p className="studio-card-text">
        {staff === 1 ? 'person' : 'people'} on the staff
        {invitations ? `, ${invitations} invitation${invitations === 1 ? '' : 's'} waiting` : ''}.
      </p>
      <a className="studio-card-link" href={STUDIO_PATHS.staff}>
        Manage staff
      </a>
    </Card>
  );
}
