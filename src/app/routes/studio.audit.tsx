import { AuditEntries } from '~/app/components/studio/audit-entries';
import { AuditFilters } from '~/app/components/studio/audit-filters';
import { StudioEmpty, StudioPageHeader, StudioPager, StudioPanel } from '~/app/components/studio/studio-page';
import { STUDIO_API, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.audit';
import { filteredHref, readAuditQuery, requireStudio } from './studio.server';
import '../components/ui/button.css';
import '../components/ui/field.css';

/** The audit log (audit:read): every staff action, filtered, paged by keyset, exported as CSV. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStudio(context, request, 'audit:read');
  const { query, filters, invalid } = readAuditQuery(request);
  const [page, actors] = await Promise.all([
    context.services.audit.page(filters, { before: query.before }),
    context.services.audit.actors(),
  ]);
  const { before, ...shown } = query;
  return {
    entries: page.entries,
    filters: shown,
    filtered: Object.keys(shown).length > 0,
    invalid,
    actors,
    olderHref: page.nextBefore ? filteredHref(STUDIO_PATHS.audit, shown, { before: page.nextBefore }) : null,
    newestHref: before ? filteredHref(STUDIO_PATHS.audit, shown) : null,
    exportHref: filteredHref(STUDIO_API.auditCsv, shown),
  };
}

export function meta() {
  return [{ title: 'Audit log | Studio' }];
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { entries, filters, filtered, invalid, actors, olderHref, newestHref, exportHref } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Audit log"
        lede="Every change made in the studio: who, what, which record, before and after, when and from where."
        actions={
          <a className="button button-ghost" href={exportHref} download>
            Export CSV
          </a>
        }
      />
      <StudioPanel id="filters" title="Filters">
        <AuditFilters values={filters} actors={actors} />
        {invalid ? (
          <p className="form-alert" role="alert">
            Some filters in the address were not valid, so they are not applied.
          </p>
        ) : null}
      </StudioPanel>
      <StudioPanel id="entries" title={filtered ? 'Matching entries' : 'All entries'}>
        {entries.length ? (
          <AuditEntries entries={entries} detailed linked />
        ) : (
          <StudioEmpty>No entries{filtered ? ' match these filters' : ' yet'}.</StudioEmpty>
        )}
        <StudioPager
          label="Pages of the audit log"
          links={[
            { href: newestHref, text: 'Newest entries' },
            { href: olderHref, text: 'Older entries' },
          ]}
        />
      </StudioPanel>
    </>
  );
}
