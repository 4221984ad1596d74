import { useId } from 'react';
import { Form, useNavigate } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES, STUDIO_PATHS } from '~/shared/studio';
import { submitFilters } from './filter-form';
import './audit-filters.css';
import './studio-page.css';
import '../shell/page-shell.css';
import '../ui/button.css';

/** The filters as the page's address carries them (strings, empty when unset). */
export type AuditFilterValues = {
  actor_user_id?: number;
  action?: string;
  resource_type?: string;
  resource_id?: string;
  from?: string;
  to?: string;
};

/**
 * Narrows the audit log by person, action, record and days. A GET form: the filters live in
 * the address (shareable, back button), and empty fields are left out of it.
 */
export function AuditFilters({
  values,
  actors,
}: {
  values: AuditFilterValues;
  actors: readonly { id: number; email: string; name: string | null }[];
}) {
  const id = useId();
  const navigate = useNavigate();
  // Each filter form is remounted with the address, so its fields show the filters in force.
  const key = JSON.stringify(values);
  return (
    <Form
      key={key}
      method="get"
      action={STUDIO_PATHS.audit}
      className="studio-filters"
      aria-label="Filter the audit log"
      onSubmit={submitFilters(navigate, STUDIO_PATHS.audit)}
    >
      <div className="studio-filter">
        <label htmlFor={`${id}-actor`}>Person</label>
        <select
          className="studio-control"
          id={`${id}-actor`}
          name="actor_user_id"
          defaultValue={values.actor_user_id ?? ''}
        >
          <option value="">Anyone</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name ? `${actor.name} (${actor.email})` : actor.email}
            </option>
          ))}
        </select>
      </div>
      <div className="studio-filter">
        <label htmlFor={`${id}-action`}>Action</label>
        <select
          className="studio-control"
          id={`${id}-action`}
          name="action"
          defaultValue={values.action ?? ''}
        >
          <option value="">Any action</option>
          {Object.entries(AUDIT_ACTIONS).map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="studio-filter studio-filter-record">
        <legend>Record</legend>
        <label className="visually-hidden" htmlFor={`${id}-type`}>
          Kind of record
        </label>
        <select
          className="studio-control"
          id={`${id}-type`}
          name="resource_type"
          defaultValue={values.resource_type ?? ''}
        >
          <option value="">Any record</option>
          {Object.entries(AUDIT_RESOURCE_TYPES).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-record`}>
          Record id
        </label>
        <input
          className="studio-control"
          id={`${id}-record`}
          name="resource_id"
          type="text"
          inputMode="numeric"
          placeholder="id"
          defaultValue={values.resource_id ?? ''}
        />
      </fieldset>
      <div className="studio-filter">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          className="studio-control"
          id={`${id}-from`}
          name="from"
          type="date"
          defaultValue={values.from ?? ''}
        />
      </div>
      <div className="studio-filter">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          className="studio-control"
          id={`${id}-to`}
          name="to"
          type="date"
          defaultValue={values.to ?? ''}
        />
      </div>
      <div className="studio-filter-actions">
        <button type="submit" className="button button-primary">
          Apply filters
        </button>
        <a className="button button-ghost" href={STUDIO_PATHS.audit}>
          Clear
        </a>
      </div>
    </Form>
  );
}
