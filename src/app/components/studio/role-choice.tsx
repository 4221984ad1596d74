import './role-choice.css';
import './studio-page.css';
import '../ui/field.css';

export type RoleOption = { key: string; name: string; instructorScoped: boolean; grantable: boolean };
export type InstructorOption = { id: number; name: string };

/**
 * A role, and for a role scoped to one instructor, which instructor: the role select lists
 * only roles the person choosing may give.
 */
export function RoleChoice({
  id,
  label,
  roles,
  instructors,
  role,
  instructorId,
  onChange,
  error,
  placeholder,
}: {
  id: string;
  label: string;
  /** An empty first option: nothing is chosen until the person chooses. */
  placeholder?: string;
  roles: readonly RoleOption[];
  instructors: readonly InstructorOption[];
  role: string;
  instructorId: number | null;
  onChange: (choice: { role: string; instructorId: number | null }) => void;
  error?: string | null;
}) {
  const scoped = roles.find((option) => option.key === role)?.instructorScoped ?? false;
  const messageId = `${id}-message`;
  return (
    <div className="studio-role-choice">
      <div className="studio-select">
        <label htmlFor={`${id}-role`}>{label}</label>
        <select
          className="studio-control"
          id={`${id}-role`}
          value={role}
          aria-describedby={error ? messageId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange({ role: event.target.value, instructorId })}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {roles
            .filter((option) => option.grantable || option.key === role)
            .map((option) => (
              <option key={option.key} value={option.key} disabled={!option.grantable}>
                {option.name}
              </option>
            ))}
        </select>
      </div>
      {scoped ? (
        <div className="studio-select">
          <label htmlFor={`${id}-instructor`}>Their classes: instructor</label>
          <select
            className="studio-control"
            id={`${id}-instructor`}
            value={instructorId ?? ''}
            onChange={(event) => onChange({ role, instructorId: Number(event.target.value) || null })}
          >
            <option value="">Choose an instructor</option>
            {instructors.map((instructor) => (
              <option key={instructor.id} value={instructor.id}>
                {instructor.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {error ? (
        <p id={messageId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
