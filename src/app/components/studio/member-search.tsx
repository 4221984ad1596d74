import type { SupportDesk } from '~/features/support/support.service';
import { STUDIO_PATHS } from '~/shared/studio';
import { Time } from './format';
import { StudioBadge, StudioRows } from './studio-page';
import './member-search.css';

type Match = Awaited<ReturnType<SupportDesk['find']>>['members'][number];

/** The search: a plain GET form, so the results have an address and work before hydration. */
export function MemberFindForm({ q }: { q: string }) {
  return (
    <form method="get" action={STUDIO_PATHS.members} className="studio-member-find">
      <div className="field">
        <label htmlFor="member-query">Email or name</label>
        <input
          id="member-query"
          className="studio-control"
          name="q"
          type="search"
          defaultValue={q}
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}

/** The members a search found, each leading to their page. */
export function MemberSearch({ members }: { members: readonly Match[] }) {
  return (
    <StudioRows label="Members found">
      {members.map((member) => (
        <li key={member.id} className="studio-member-match">
          <p className="studio-member-match-who">
            <a href={STUDIO_PATHS.member(member.id)}>{member.name ?? member.email}</a>{' '}
            {member.name ? <span className="studio-member-match-email">{member.email}</span> : null}
          </p>
          <p className="studio-member-match-meta">
            <span>
              Joined <Time value={member.joinedAt} day />
            </span>
            <span>
              {member.lastSignInAt ? (
                <>
                  Last signed in <Time value={member.lastSignInAt} day />
                </>
              ) : (
                'Never signed in with a password'
              )}
            </span>
            {member.confirmed ? null : <StudioBadge tone="neutral">Email not confirmed</StudioBadge>}
            {member.locked ? <StudioBadge tone="warning">Locked</StudioBadge> : null}
          </p>
        </li>
      ))}
    </StudioRows>
  );
}
