import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { STUDIO_PATHS } from '~/shared/studio';
import { CatalogField } from './catalog-field';

type Option = { id: number; name: string };
type Field = 'title' | 'instructorId' | 'categoryId';

/** Starts a class as a draft (or a session, coming soon), then opens its editor. */
export function NewClassForm({
  instructors,
  categories,
  kind = 'class',
}: {
  instructors: Option[];
  categories: Option[];
  kind?: 'class' | 'session';
}) {
  const id = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [instructorId, setInstructorId] = useState(instructors.length === 1 ? instructors[0]!.id : 0);
  const [categoryId, setCategoryId] = useState(0);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);

  const select = (
    field: Field,
    label: string,
    options: Option[],
    value: number,
    set: (v: number) => void,
  ) => (
    <CatalogField id={`${id}-${field}`} label={label} error={errors.fields[field]}>
      {(described) => (
        <select
          id={`${id}-${field}`}
          className="studio-control"
          value={value || ''}
          onChange={(event) => set(Number(event.target.value))}
          {...described}
        >
          <option value="">Choose</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </CatalogField>
  );

  return (
    <form
      className="catalog-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        const missing: Partial<Record<Field, string>> = {};
        if (!title.trim()) missing.title = `Give the ${kind} a title.`;
        if (!instructorId) missing.instructorId = 'Choose the instructor.';
        if (!categoryId) missing.categoryId = 'Choose the category.';
        const first = (Object.keys(missing) as Field[])[0];
        if (first) {
          setErrors({ fields: missing, form: null });
          return document.getElementById(`${id}-${first}`)?.focus();
        }
        setBusy(true);
        setErrors(NO_ERRORS);
        try {
          const input = { title: title.trim(), instructorId, categoryId };
          navigate(
            kind === 'session'
              ? STUDIO_PATHS.sessionEditor((await studioApi.createSession(input)).uuid)
              : STUDIO_PATHS.classEditor((await studioApi.createClass(input)).uuid),
          );
        } catch (error) {
          setErrors(
            formErrorsFrom(
              error,
              { title: 'title', slug: 'title', instructor_id: 'instructorId', category_id: 'categoryId' },
              PAGE_TEXTS.tryAgain,
            ),
          );
          setBusy(false);
        }
      }}
    >
      <div className="catalog-wide">
        <CatalogField id={`${id}-title`} label="Title" error={errors.fields.title}>
          {(described) => (
            <input
              id={`${id}-title`}
              className="studio-control"
              type="text"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              {...described}
            />
          )}
        </CatalogField>
      </div>
      {select('instructorId', 'Instructor', instructors, instructorId, setInstructorId)}
      {select('categoryId', 'Category', categories, categoryId, setCategoryId)}
      <div className="catalog-form-actions">
        <FormAlert message={errors.form} />
        <SubmitButton busy={busy}>Start the {kind}</SubmitButton>
      </div>
    </form>
  );
}
