import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type CollectionFields, type EditorCollectionItem, studioApi } from '~/app/lib/studio-api';
import { COLLECTION_KINDS, type EditableCollectionKind, STUDIO_PATHS } from '~/shared/studio';
import { CollectionItemsEditor } from './collection-items-editor';
import { EditorActions } from './editor-actions';
import { EditorInput, EditorTextArea, HueInput } from './editor-fields';
import { apiNames, nestedPaths, useEditorForm } from './editor-form';
import { SavedFirstButton } from './publish-controls';
import './class-editor.css';

export type EditorCollection = CollectionFields & {
  id: number;
  kind: EditableCollectionKind;
  published: boolean;
  version: number;
  items: EditorCollectionItem[];
};

const FIELDS = ['title', 'slug', 'description', 'hue'] as const;

/**
 * A playlist, program, package or project: its fields and items, saved in place (visitors see a save
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
  const navigate = useNavigate();
  const noun = COLLECTION_KINDS[initial.kind].toLowerCase();
  const [fields, setFields] = useState<CollectionFields>({
    title: initial.title,
    slug: initial.slug,
    description: initial.description,
    hue: initial.hue,
  });
  const [items, setItems] = useState(initial.items);
  const form = useEditorForm({
    onDone,
    fields: (paths) => ({ ...apiNames(FIELDS), ...nestedPaths(paths, (path) => path.startsWith('items.')) }),
  });
  const { at } = form;
  const change = (next: Partial<CollectionFields>) => {
    setFields((old) => ({ ...old, ...next }));
    form.changed();
  };

  const save = () =>
    form.run(
      () =>
        studioApi.saveCollection(initial.id, {
          ...fields,
          version: initial.version,
          items: items.map(({ type, id }) => ({ type, id })),
        }),
      initial.published ? 'Saved: visitors see it now.' : 'Saved.',
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
        <div className="catalog-wide">
          <EditorInput
            {...at('title')}
            label="Title"
            value={fields.title}
            onChange={(title) => change({ title })}
          />
        </div>
        <EditorInput
          {...at('slug')}
          label="Address (slug)"
          hint="Changing it later keeps the old address working."
          value={fields.slug}
          onChange={(slug) => change({ slug })}
        />
        <HueInput
          {...at('hue')}
          hint={`The ${noun}'s artwork is generated in this colour.`}
          value={fields.hue}
          onChange={(hue) => change({ hue })}
        />
        <div className="catalog-wide">
          <EditorTextArea
            {...at('description')}
            label="Description"
            value={fields.description}
            onChange={(description) => change({ description })}
          />
        </div>
      </div>

      <h2 className="class-editor-heading">Items</h2>
      <CollectionItemsEditor
        items={items}
        lessonsOnly={initial.kind === 'playlist' || initial.kind === 'project'}
        onChange={(next) => {
          setItems(next);
          form.changed();
        }}
        errors={form.errors.fields}
      />

      <EditorActions
        form={form}
        reloadLabel={`Reload the ${noun}`}
        saveLabel="Save"
        after={
          <details className="studio-disclosure">
            <summary>Delete this {noun}</summary>
            {uses.length ? (
              <p>Deleting is refused while people have it: {uses.join(', ')}.</p>
            ) : (
              <>
                <p>Its address and old addresses then answer “not found”. The classes and lessons stay.</p>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-disabled={form.busy || undefined}
                  onClick={() =>
                    form.run(
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
        }
      >
        {canPublish ? (
          <SavedFirstButton
            form={form}
            verb={initial.published ? 'unpublish' : 'publish'}
            onClick={() =>
              form.run(
                () => studioApi.publishCollection(initial.id, initial.version, !initial.published),
                initial.published
                  ? 'Unpublished: visitors no longer see it.'
                  : 'Published: visitors see it now.',
              )
            }
          >
            {initial.published ? 'Unpublish' : 'Publish now'}
          </SavedFirstButton>
        ) : null}
      </EditorActions>
    </form>
  );
}
