import { MemberFindForm, MemberSearch } from '~/app/components/studio/member-search';
import { StudioEmpty, StudioPageHeader, StudioPager, StudioPanel } from '~/app/components/studio/studio-page';
import { memberSearchQuery } from '~/features/support/support.schema';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.members';
import { requireStudio } from './studio.server';

/** Members (members:read): find someone by the start of their email or name, 25 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStudio(context, request, 'members:read');
  const given = [...new URL(request.url).searchParams].filter(([, value]) => value.trim() !== '');
  const parsed = memberSearchQuery.safeParse(Object.fromEntries(given));
  const query = parsed.success ? parsed.data : {};
  const q = query.q?.trim() ?? '';
  const page = await context.services.support.find(q, { before: query.before });
  const withQ = (extra: string) =>
    `${STUDIO_PATHS.members}?${new URLSearchParams({ ...(q ? { q } : {}) })}${extra}`;
  return {
    q,
    invalid: !parsed.success,
    members: page.members,
    olderHref: page.nextBefore ? withQ(`&before=${page.nextBefore}`) : null,
    firstHref: query.before ? withQ('') : null,
  };
}

export function meta() {
  return [{ title: 'Members | Studio' }];
}

export default function MembersPage({ loaderData }: Route.ComponentProps) {
  const { q, invalid, members, olderHref, firstHref } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Members"
        lede="Find a member by the start of their email or name, then help them from their page."
      />
      <StudioPanel id="find" title="Find a member">
        <MemberFindForm q={q} />
        {invalid ? (
          <p className="form-alert" role="alert">
            The search in the address was not valid, so every member is listed.
          </p>
        ) : null}
      </StudioPanel>
      <StudioPanel id="results" title={q ? `Members matching “${q}”` : 'Newest members'}>
        {members.length ? <MemberSearch members={members} /> : <StudioEmpty>No member matches.</StudioEmpty>}
        <StudioPager
          label="Pages of members"
          links={[
            { href: firstHref, text: 'First page' },
            { href: olderHref, text: 'More members' },
          ]}
        />
      </StudioPanel>
    </>
  );
}
