import { useId, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { FormAlert } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { type CollectionFields, type EditorCollectionItem, studioApi } from '~/app/lib/studio-api';
import { ApiError } from '~/shared/api-client';
import { PAGE_TEXTS } from '~/shared/spec';
import { COLLECTION_KINDS, type EditableCollectionKind, STUDIO_PATHS } from '~/shared/studio';
import { CatalogField } from './catalog-field';
import { CollectionItemsEditor } from './collection-items-editor';
import './class-editor.css';

export type EditorCollection = CollectionFields & {
  id: number;
  kind: EditableCollectionKind;
  published: boolean;
  version: number;
  items: EditorCollectionItem[];
};

type Field = keyof CollectionFields;

/**
 * A playlist, program or package: its fields and items, saved in place (visitors see a save
 * of a published one at once). Every call carries the version this page read: if someone
 * saved in between, the page says who and when and offers to reload instead of overwriting.
 */
export function CollectionEditor({
  initial,
  canPublish,
  uses,
  onDone,
}: {
  initial: EditorCollection;
  canPublish: boolean;
  /** What deleting it would take away (deleting is then refused). */
  uses: string[];
  onDone: (notice: string) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const noun = COLLECTION_KINDS[initial.kind].toLowerCase();
  const [fields, setFields] = useState<CollectionFields>({
    title: initial.title,
    slug: initial.slug,
    description: initial.description,
    hue: initial.hue,
  });
  const [items, setItems] = useState(initial.items);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [errors, setErrors] = useState<FormErrors<string>>(NO_ERRORS);
  const fieldId = (name: string) => `${id}-${name}`;
  const change = (next: Partial<CollectionFields>) => {
    setFields((old) => ({ ...old, ...next }));
    setDirty(true);
  };

  async function run(action: () => Promise<unknown>, done: string, after?: () => void) {
    if (busy) return;
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await action();
      onDone(done);
      if (after) after();
      else revalidator.revalidate();
    } catch (error) {
      setStale(
        error instanceof ApiError && error.status === 409 && error.errors[0]?.code === 'catalog_stale',
      );
      const itemPaths = error instanceof ApiError ? error.errors.map((item) => item.field ?? '') : [];
      const found = formErrorsFrom(
        error,
        {
          title: 'title',
          slug: 'slug',
          description: 'description',
          hue: 'hue',
          ...Object.fromEntries(itemPaths.filter((path) => path.startsWith('items.')).map((p) => [p, p])),
        },
        PAGE_TEXTS.tryAgain,
      );
      setErrors(found);
      const first = Object.keys(found.fields)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      setBusy(false);
    }
  }

  const save = () =>
    run(
      () =>
        studioApi.saveCollection(initial.id, {
          ...fields,
          version: initial.version,
          items: items.map(({ type, id }) => ({ type, id })),
        }),
      initial.published ? 'Saved: visitors see it now.' : 'Saved.',
    );

  const text = (name: Exclude<Field, 'hue'>, label: string, hint?: string) => (
    <CatalogField id={fieldId(name)} label={label} hint={hint} error={errors.fields[name]}>
      {(described) =>
        name === 'description' ? (
          <textarea
            id={fieldId(name)}
            className="studio-control"
            value={fields.description}
            onChange={(event) => change({ description: event.target.value })}
            {...described}
          />
        ) : (
          <input
            id={fieldId(name)}
            className="studio-control"
            type="text"
            value={fields[name]}
            onChange={(event) => change({ [name]: event.target.value })}
            {...described}
          />
        )
      }
    </CatalogField>
  );

  return (
    <form
      className="class-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="catalog-form">
        <div className="catalog-wide">{text('title', 'Title')}</div>
        {text('slug', 'Address (slug)', 'Changing it later keeps the old address working.')}
        <CatalogField
          id={fieldId('hue')}
          label="Artwork colour (hue, 0-359)"
          hint={`The ${noun}'s artwork is generated in this colour.`}
          error={errors.fields.hue}
        >
          {(described) => (
            <input
              id={fieldId('hue')}
              className="studio-control"
              type="number"
              min={0}
              max={359}
              value={fields.hue}
              onChange={(event) => change({ hue: Number(event.target.value) })}
              {...described}
            />
          )}
        </CatalogField>
        <div className="catalog-wide">{text('description', 'Description')}</div>
      </div>

      <h2 className="class-editor-heading">Items</h2>
      <CollectionItemsEditor
        items={items}
        lessonsOnly={initial.kind === 'playlist'}
        onChange={(next) => {
          setItems(next);
          setDirty(true);
        }}
        errors={errors.fields}
      />

      <div className="class-editor-actions">
        <FormAlert message={errors.form} />
        {stale ? (
          <button type="button" className="button button-ghost" onClick={() => revalidator.revalidate()}>
            Reload the {noun}
          </button>
        ) : null}
        <div className="catalog-form-actions">
          <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
            Save
          </button>
          {canPublish ? (
            <button
              type="button"
              className="button button-ghost"
              aria-disabled={busy || undefined}
              onClick={() =>
                dirty
                  ? setErrors({
                      fields: {},
                      form: `Save your changes first, then ${initial.published ? 'unpublish' : 'publish'}.`,
                    })
                  : run(
                      () => studioApi.publishCollection(initial.id, initial.version, !initial.published),
                      initial.published
                        ? 'Unpublished: visitors no longer see it.'
                        : 'Published: visitors see it now.',
                    )
              }
            >
              {initial.published ? 'Unpublish' : 'Publish now'}
            </button>
          ) : null}
        </div>
        <details className="studio-disclosure">
          <summary>Delete this {noun}</summary>
          {uses.length ? (
            <p>Deleting is refused: it is still used by {uses.join(', ')}.</p>
          ) : (
            <>
              <p>Its address and old addresses then answer “not found”. The classes and lessons stay.</p>
              <button
                type="button"
                className="button button-ghost"
                aria-disabled={busy || undefined}
                onClick={() =>
                  run(
                    () => studioApi.deleteCollection(initial.id),
                    `Deleted “${initial.title}”.`,
                    () => navigate(STUDIO_PATHS.collections),
                  )
                }
              >
                Delete “{initial.title}” for good
              </button>
            </>
          )}
        </details>
      </div>
    </form>
  );
}
