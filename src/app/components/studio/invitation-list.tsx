import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '~/app/components/auth/form-parts';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { Time } from './format';
import { StudioRows } from './studio-page';
import './invitation-list.css';
import '../shell/page-shell.css';
import '../ui/button.css';

export type InvitationRow = {
  id: number;
  email: string;
  roleName: string;
  invitedBy: string;
  expiresAt: Date | string;
};

/** Invitations not yet accepted: to whom, which role, by whom, until when; withdraw one. */
export function InvitationList({ invitations }: { invitations: readonly InvitationRow[] }) {
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <StudioRows>
        {invitations.map((invitation) => (
          <li key={invitation.id} className="studio-invitation">
            <div>
              <p className="studio-invitation-email">{invitation.email}</p>
              <p className="studio-invitation-meta">
                <span>{invitation.roleName}</span>
                <span>by {invitation.invitedBy}</span>
                <span>
                  until <Time value={invitation.expiresAt} />
                </span>
              </p>
            </div>
            <button
              type="button"
              className="button button-ghost"
              onClick={async () => {
                setFailure(null);
                try {
                  await studioApi.withdrawInvitation(invitation.id);
                  revalidator.revalidate();
                } catch (error) {
                  setFailure(formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form);
                }
              }}
            >
              Withdraw<span className="visually-hidden"> the invitation of {invitation.email}</span>
            </button>
          </li>
        ))}
      </StudioRows>
      <FormAlert message={failure} />
    </>
  );
}
