import { useId } from 'react';
import { Form, useNavigate } from 'react-router';
import { STUDIO_PATHS } from '~/shared/studio';
import { JOB_STATES, type JobState } from '~/shared/studio-jobs';
import { submitFilters } from '../filter-form';
import '../audit-filters.css';
import '../studio-page.css';
import '../../ui/button.css';

/**
 * Narrows the jobs by state and kind. A GET form: the filters live in the address (shareable,
 * back button), and it works before the page's JavaScript does.
 */
export function JobFilters({
  values,
  kinds,
}: {
  values: { state?: JobState; kind?: string };
  kinds: readonly { name: string; label: string }[];
}) {
  const id = useId();
  const navigate = useNavigate();
  return (
    // Remounted with the address, so its fields show the filters in force.
    <Form
      key={JSON.stringify(values)}
      method="get"
      action={STUDIO_PATHS.jobs}
      className="studio-filters"
      aria-label="Filter the jobs"
      onSubmit={submitFilters(navigate, STUDIO_PATHS.jobs)}
    >
      <div className="studio-filter">
        <label htmlFor={`${id}-state`}>State</label>
        <select className="studio-control" id={`${id}-state`} name="state" defaultValue={values.state ?? ''}>
          <option value="">Any state</option>
          {Object.entries(JOB_STATES).map(([state, label]) => (
            <option key={state} value={state}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="studio-filter">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select className="studio-control" id={`${id}-kind`} name="kind" defaultValue={values.kind ?? ''}>
          <option value="">Any kind</option>
          {kinds.map((kind) => (
            <option key={kind.name} value={kind.name}>
              {kind.label}
            </option>
          ))}
        </select>
      </div>
      <div className="studio-filter-actions">
        <button type="submit" className="button button-primary">
          Show jobs
        </button>
        <a className="button button-ghost" href={STUDIO_PATHS.jobs}>
          Clear
        </a>
      </div>
    </Form>
  );
}
