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

/** What the form starts: a class or a session (its instructor), or an article (its author, one of the instructors). */
const KINDS = {
  class: { person: 'Instructor', create: studioApi.createClass, editor: STUDIO_PATHS.classEditor },
  session: { person: 'Instructor', create: studioApi.createSession, editor: STUDIO_PATHS.sessionEditor },
  article: { person: 'Author', create: studioApi.createArticle, editor: STUDIO_PATHS.articleEditor },
} as const;

/** Starts a class or an article as a draft (a session, coming soon), then opens its editor. */
export function NewDraftForm({
  kind,
  instructors,
  categories,
}: {
  kind: keyof typeof KINDS;
  instructors: Option[];
  categories: Option[];
}) {
  const { person, create, editor } = KINDS[kind];
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
        if (!instructorId) missing.instructorId = `Choose the ${person.toLowerCase()}.`;
        if (!categoryId) missing.categoryId = 'Choose the category.';
        const first = (Object.keys(missing) as Field[])[0];
        if (first) {
          setErrors({ fields: missing, form: null });
          return document.getElementById(`${id}-${first}`)?.focus();
        }
        setBusy(true);
        setErrors(NO_ERRORS);
        try {
          const created = await create({ title: title.trim(), instructorId, categoryId });
          navigate(editor(created.uuid));
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
      {select('instructorId', person, instructors, instructorId, setInstructorId)}
      {select('categoryId', 'Category', categories, categoryId, setCategoryId)}
      <div className="catalog-form-actions">
        <FormAlert message={errors.form} />
        <SubmitButton busy={busy}>Start the {kind}</SubmitButton>
      </div>
    </form>
  );
}
