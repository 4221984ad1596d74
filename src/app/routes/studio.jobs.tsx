import { JobFilters } from '~/app/components/studio/jobs/job-filters';
import { JobsTable } from '~/app/components/studio/jobs/jobs-table';
import { StudioPageHeader, StudioPager, StudioPanel } from '~/app/components/studio/studio-page';
import { jobsQuery } from '~/features/jobs/jobs.schema';
import { STUDIO_PATHS } from '~/shared/studio';
import { JOB_STATES } from '~/shared/studio-jobs';
import type { Route } from './+types/studio.jobs';
import { filteredHref, readFilters, requireStudio } from './studio.server';
import '../components/ui/button.css';
import '../components/ui/field.css';

/**
 * Background jobs (jobs:manage): conversions, emails, webhook deliveries, renewals and the
 * rest, newest first by keyset, filtered by state and kind; Retry and Cancel where allowed.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStudio(context, request, 'jobs:manage');
  const { query, invalid } = readFilters(request, jobsQuery);
  const { before, ...filters } = query;
  const { jobsDesk } = context.services;
  const [page, kinds] = await Promise.all([jobsDesk.page(filters, { before }), jobsDesk.kinds()]);
  const kindLabel = kinds.find((kind) => kind.name === filters.kind)?.label ?? filters.kind;
  return {
    jobs: page.jobs,
    kinds,
    filters,
    invalid,
    // "Failed jobs of kind Email, newest first"
    caption: `${filters.state ? JOB_STATES[filters.state] : 'All'} jobs${kindLabel ? ` of kind ${kindLabel}` : ''}, newest first`,
    olderHref: page.nextBefore ? filteredHref(STUDIO_PATHS.jobs, filters, { before: page.nextBefore }) : null,
    newestHref: before ? filteredHref(STUDIO_PATHS.jobs, filters) : null,
  };
}

export function meta() {
  return [{ title: 'Jobs | Studio' }];
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { jobs, kinds, filters, invalid, caption, olderHref, newestHref } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Jobs"
        lede="The work done in the background: video conversions, emails, webhook deliveries, renewals. Retry what failed; cancel what should not run."
      />
      <StudioPanel id="filters" title="Filters">
        <JobFilters values={filters} kinds={kinds} />
        {invalid ? (
          <p className="form-alert" role="alert">
            Some filters in the address were not valid, so they are not applied.
          </p>
        ) : null}
      </StudioPanel>
      <StudioPanel id="jobs" title="Jobs">
        <JobsTable
          jobs={jobs}
          caption={caption}
          empty={`No jobs${Object.keys(filters).length ? ' match these filters' : ' yet'}.`}
        />
        <StudioPager
          label="Pages of jobs"
          links={[
            { href: newestHref, text: 'Newest jobs' },
            { href: olderHref, text: 'Older jobs' },
          ]}
        />
      </StudioPanel>
    </>
  );
}
