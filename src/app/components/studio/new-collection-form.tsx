import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { COLLECTION_KINDS, type EditableCollectionKind, STUDIO_PATHS } from '~/shared/studio';
import { CatalogField } from './catalog-field';

/** Starts a playlist, program, package or project (unpublished, empty), then opens its editor. */
export function NewCollectionForm() {
  const id = useId();
  const navigate = useNavigate();
  const [kind, setKind] = useState<EditableCollectionKind>('playlist');
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors<'title'>>(NO_ERRORS);

  return (
    <form
      className="catalog-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        if (!title.trim()) {
          setErrors({ fields: { title: 'Give it a title.' }, form: null });
          return document.getElementById(`${id}-title`)?.focus();
        }
        setBusy(true);
        setErrors(NO_ERRORS);
        try {
          // A random hue: the generated artwork differs from one collection to the next.
          const hue = Math.floor(Math.random() * 360);
          const created = await studioApi.createCollection({
            kind,
            title: title.trim(),
            slug: '',
            description: '',
            hue,
          });
          navigate(STUDIO_PATHS.collectionEditor(created.id));
        } catch (error) {
          setErrors(formErrorsFrom(error, { title: 'title', slug: 'title' }, PAGE_TEXTS.tryAgain));
          setBusy(false);
        }
      }}
    >
      <CatalogField id={`${id}-kind`} label="Kind">
        {(described) => (
          <select
            id={`${id}-kind`}
            className="studio-control"
            value={kind}
            onChange={(event) => setKind(event.target.value as EditableCollectionKind)}
            {...described}
          >
            {Object.entries(COLLECTION_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </CatalogField>
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
      <div className="catalog-form-actions">
        <FormAlert message={errors.form} />
        <SubmitButton busy={busy}>Start it</SubmitButton>
      </div>
    </form>
  );
}
