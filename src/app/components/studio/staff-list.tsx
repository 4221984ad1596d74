import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '~/app/components/auth/form-parts';
import { Dialog } from '~/app/components/dialog';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { Time } from './format';
import { type InstructorOption, RoleChoice, type RoleOption } from './role-choice';
import { StudioBadge, StudioRows } from './studio-page';
import './staff-list.css';
import '../shell/page-shell.css';
import '../ui/button.css';

export type StaffRow = {
  userId: number;
  email: string;
  name: string | null;
  role: string;
  instructorId: number | null;
  twoFactor: boolean;
  since: Date | string;
  /** The viewer may change this person (their role is one the viewer could give). */
  changeable: boolean;
  isViewer: boolean;
};

/** Everyone on the staff: their role (changed here), second factor, since when; reset or remove. */
export function StaffList({
  staff,
  roles,
  instructors,
}: {
  staff: readonly StaffRow[];
  roles: readonly RoleOption[];
  instructors: readonly InstructorOption[];
}) {
  return (
    <StudioRows>
      {staff.map((member) => (
        <StaffMemberRow key={member.userId} member={member} roles={roles} instructors={instructors} />
      ))}
    </StudioRows>
  );
}

function StaffMemberRow({
  member,
  roles,
  instructors,
}: {
  member: StaffRow;
  roles: readonly RoleOption[];
  instructors: readonly InstructorOption[];
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [choice, setChoice] = useState({ role: member.role, instructorId: member.instructorId });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const changed = choice.role !== member.role || choice.instructorId !== member.instructorId;
  const who = member.name ?? member.email;

  async function act(run: () => Promise<unknown>) {
    setFailure(null);
    try {
      await run();
      revalidator.revalidate();
    } catch (error) {
      setFailure(formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form);
    }
  }

  return (
    <li className="studio-staff-member">
      <div className="studio-staff-who">
        <p className="studio-staff-name">
          {who}
          {member.isViewer ? <span className="studio-staff-you"> (you)</span> : null}
        </p>
        {member.name ? <p className="studio-staff-email">{member.email}</p> : null}
        <p className="studio-staff-meta">
          {member.twoFactor ? (
            <StudioBadge tone="ok">Two-factor on</StudioBadge>
          ) : (
            <StudioBadge tone="warning">Two-factor off</StudioBadge>
          )}
          <span>
            Since <Time value={member.since} day />
          </span>
        </p>
      </div>
      {member.changeable ? (
        <form
          className="studio-staff-role"
          onSubmit={(event) => {
            event.preventDefault();
            if (changed) void act(() => studioApi.changeRole(member.userId, choice));
          }}
        >
          <RoleChoice
            id={`${id}-role`}
            label={`Role of ${who}`}
            roles={roles}
            instructors={instructors}
            role={choice.role}
            instructorId={choice.instructorId}
            onChange={setChoice}
          />
          <button type="submit" className="button button-ghost" aria-disabled={!changed || undefined}>
            Save role<span className="visually-hidden"> of {who}</span>
          </button>
        </form>
      ) : (
        <p className="studio-staff-role-fixed">
          {roles.find((role) => role.key === member.role)?.name ?? member.role}
        </p>
      )}
      {member.changeable ? (
        <div className="studio-staff-actions">
          {member.twoFactor ? (
            <button
              type="button"
              className="link-button"
              onClick={() => act(() => studioApi.resetTwoFactor(member.userId))}
            >
              Reset two-factor<span className="visually-hidden"> of {who}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="link-button studio-danger-link"
            onClick={() => setConfirming(true)}
          >
            Remove<span className="visually-hidden"> {who} from the staff</span>
          </button>
        </div>
      ) : null}
      <FormAlert message={failure} />
      {confirming ? (
        <Dialog labelledBy={`${id}-remove-title`} onDismiss={() => setConfirming(false)}>
          <div className="studio-confirm">
            <h2 id={`${id}-remove-title`}>Remove {who} from the staff?</h2>
            <p>Their account stays a member account; they can no longer open the studio.</p>
            <div className="studio-confirm-actions">
              <button
                type="button"
                className="button button-ghost"
                data-autofocus
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  setConfirming(false);
                  void act(() => studioApi.removeStaff(member.userId));
                }}
              >
                Remove
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </li>
  );
}
