import type { AuditEntry } from '~/features/audit/audit.service';
import { AUDIT_RESOURCE_TYPES, STUDIO_PATHS } from '~/shared/studio';
import { Time } from './format';
import { StudioRows } from './studio-page';
import './audit-entries.css';
import '../shell/page-shell.css';

/**
 * "Person ada@example.com", "Invitation 12": what a record is, in words. The one record of its
 * kind is named by its kind alone (the whole catalog's id is "catalog": "Catalog", not "Catalog
 * catalog").
 */
export function recordLabel(type: string, id: string): string {
  const kind = (AUDIT_RESOURCE_TYPES as Record<string, string>)[type] ?? type;
  return id === type ? kind : `${kind} ${id}`;
}

/** The audit log filtered to one thing (a person's actions, a record's history). */
export function auditHref(filters: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  return `${STUDIO_PATHS.audit}?${query}`;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Audit entries, newest first: what was done, by whom, to which record, when. With
 * `detailed`, each opens to its before and after, address, browser and request id; with
 * `linked`, the person and the record lead to the log filtered to them.
 */
export function AuditEntries({
  entries,
  detailed = false,
  linked = false,
}: {
  entries: readonly AuditEntry[];
  detailed?: boolean;
  linked?: boolean;
}) {
  return (
    <StudioRows ordered>
      {entries.map((entry) => {
        const record = recordLabel(entry.resourceType, entry.resourceLabel ?? entry.resourceId);
        return (
          <li key={entry.id} className="studio-audit-entry">
            <p className="studio-audit-action">{entry.actionLabel}</p>
            <p className="studio-audit-meta">
              <span>
                by{' '}
                {linked && entry.actor.userId !== null ? (
                  <a href={auditHref({ actor_user_id: entry.actor.userId })}>{entry.actor.label}</a>
                ) : (
                  entry.actor.label
                )}
              </span>
              <span>
                on{' '}
                {linked ? (
                  <a href={auditHref({ resource_type: entry.resourceType, resource_id: entry.resourceId })}>
                    {record}
                  </a>
                ) : (
                  record
                )}
              </span>
              <Time value={entry.at} />
            </p>
            {detailed ? (
              <details className="studio-disclosure">
                <summary>
                  Details<span className="visually-hidden"> of entry {entry.id}</span>
                </summary>
                <div className="studio-audit-change">
                  <div>
                    <h3>Before</h3>
                    <pre>{entry.before === null ? '—' : json(entry.before)}</pre>
                  </div>
                  <div>
                    <h3>After</h3>
                    <pre>{entry.after === null ? '—' : json(entry.after)}</pre>
                  </div>
                </div>
                <dl className="studio-audit-origin">
                  <div>
                    <dt>Action</dt>
                    <dd>
                      <code>{entry.action}</code>
                    </dd>
                  </div>
                  <div>
                    <dt>Address</dt>
                    <dd>{entry.ip ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>Browser</dt>
                    <dd>{entry.userAgent ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>Request id</dt>
                    <dd>{entry.requestId ? <code>{entry.requestId}</code> : '—'}</dd>
                  </div>
                </dl>
              </details>
            ) : null}
          </li>
        );
      })}
    </StudioRows>
  );
}
