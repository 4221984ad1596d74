import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '~/app/components/auth/form-parts';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import type { SessionView } from '~/features/staff/staff-sessions.service';
import { PAGE_TEXTS } from '~/shared/spec';
import { Time } from './format';
import { StudioBadge, StudioRows } from './studio-page';
import './sessions-list.css';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';

/**
 * My security, sessions: every browser signed in to your account (device, address, when
 * last seen), this one marked; end one, or all the others.
 */
export function SessionsList({ sessions }: { sessions: readonly SessionView[] }) {
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const others = sessions.filter((session) => !session.current).length;

  async function act(run: () => Promise<string>) {
    setFailure(null);
    setDone(null);
    try {
      setDone(await run());
      revalidator.revalidate();
    } catch (error) {
      setFailure(formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form);
    }
  }

  return (
    <div className="studio-sessions">
      <StudioRows>
        {sessions.map((session) => (
          <li key={session.id} className="studio-session">
            <div className="studio-session-what">
              <p className="studio-session-device">
                {session.device} {session.current ? <StudioBadge tone="ok">This device</StudioBadge> : null}
              </p>
              <p className="studio-session-meta">
                <span>{session.ip ?? 'Address unknown'}</span>
                <span>
                  Last seen <Time value={session.lastSeenAt} />
                </span>
                <span>
                  Signed in <Time value={session.startedAt} day />
                </span>
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="button button-ghost"
                onClick={() =>
                  act(async () => {
                    await studioApi.endSession(session.id);
                    return `${session.device} is signed out.`;
                  })
                }
              >
                End<span className="visually-hidden"> the session of {session.device}</span>
              </button>
            )}
          </li>
        ))}
      </StudioRows>
      <FormAlert message={failure} />
      <p role="status" className="field-ok">
        {done}
      </p>
      {others > 0 ? (
        <p>
          <button
            type="button"
            className="button button-ghost"
            onClick={() =>
              act(async () => {
                const { ended } = await studioApi.endOtherSessions();
                return `${ended} other ${ended === 1 ? 'session' : 'sessions'} ended.`;
              })
            }
          >
            End all other sessions
          </button>
        </p>
      ) : null}
    </div>
  );
}
