import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { type EditorClass, type EditorDocument, studioApi } from '~/app/lib/studio-api';
import { ApiError } from '~/shared/api-client';
import { CONTENT_TEXTS, PAGE_TEXTS } from '~/shared/spec';
import { CatalogField } from './catalog-field';
import { LessonOutline } from './lesson-outline';
import { PublishControls } from './publish-controls';
import './class-editor.css';

type Option = { id: number; name: string };
const KINDS = [
  ['class', 'Class'],
  ['series', 'Series'],
  ['documentary', 'Documentary'],
] as const;
const CADENCES = [
  ['', 'None shown'],
  ['pre_launch', CONTENT_TEXTS.cadence.pre_launch],
  ['during_launch', CONTENT_TEXTS.cadence.during_launch],
  ['post_launch', CONTENT_TEXTS.cadence.post_launch],
] as const;
const LEVELS = [
  ['all', 'All levels'],
  ['beginner', 'Beginner'],
  ['intermediate', 'Intermediate'],
  ['advanced', 'Advanced'],
] as const;

/**
 * A class's draft: its fields, chapters and lessons. Save keeps the draft (visitors see
 * nothing yet); Publish makes it public at once, or at a chosen time. Every call carries the
 * version this page read: if someone saved in between, the page says who and when and
 * offers to reload instead of overwriting their work.
 */
export function ClassEditor({
  initial,
  instructors,
  categories,
  skills,
  canPublish,
  onDone,
}: {
  initial: EditorClass;
  instructors: Option[];
  categories: Option[];
  skills: Option[];
  canPublish: boolean;
  onDone: (notice: string) => void;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [document, setDocument] = useState<EditorDocument>(initial.document);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [errors, setErrors] = useState<FormErrors<string>>(NO_ERRORS);
  const field = (name: string) => `${id}-${name}`;
  const change = (next: Partial<EditorDocument>) => {
    setDocument((old) => ({ ...old, ...next }));
    setDirty(true);
  };

  async function run(action: () => Promise<EditorClass>, done: string) {
    if (busy) return;
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await action();
      onDone(done);
      revalidator.revalidate();
    } catch (error) {
      setStale(
        error instanceof ApiError && error.status === 409 && error.errors[0]?.code === 'catalog_stale',
      );
      const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const names = [
        'title',
        'slug',
        'tagline',
        'description',
        'instructorId',
        'categoryId',
        'skillIds',
        'releasedOn',
        'hue',
        'kind',
        'launchState',
        'chapters',
      ];
      const paths = error instanceof ApiError ? error.errors.map((item) => item.field ?? '') : [];
      const map = Object.fromEntries([
        ...names.map((name) => [`document.${snake(name)}`, name]),
        ...names.map((name) => [snake(name), name]),
        ...paths
          .filter((path) => path.includes('lessons.'))
          .map((path) => [path, path.replace(/^document\./, '')]),
      ]);
      const found = formErrorsFrom(error, map, PAGE_TEXTS.tryAgain);
      setErrors(found);
      const first = Object.keys(found.fields)[0];
      if (first) globalThis.document.getElementById(field(first))?.focus();
      setBusy(false);
    }
  }

  const save = () => run(() => studioApi.saveClass(initial.uuid, initial.version, document), 'Draft saved.');
  const text = (
    name: 'title' | 'slug' | 'tagline' | 'releasedOn',
    label: string,
    type = 'text',
    hint?: string,
  ) => (
    <CatalogField id={field(name)} label={label} hint={hint} error={errors.fields[name]}>
      {(described) => (
        <input
          id={field(name)}
          className="studio-control"
          type={type}
          value={document[name]}
          onChange={(event) => change({ [name]: event.target.value })}
          {...described}
        />
      )}
    </CatalogField>
  );
  const select = (name: 'instructorId' | 'categoryId', label: string, options: Option[]) => (
    <CatalogField id={field(name)} label={label} error={errors.fields[name]}>
      {(described) => (
        <select
          id={field(name)}
          className="studio-control"
          value={document[name]}
          onChange={(event) => change({ [name]: Number(event.target.value) })}
          {...described}
        >
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
      className="class-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="catalog-form">
        <div className="catalog-wide">{text('title', 'Title')}</div>
        {text('slug', 'Address (slug)', 'text', 'Changing it later keeps the old address working.')}
        {text('tagline', 'Tagline')}
        <div className="catalog-wide">
          <CatalogField id={field('description')} label="Description" error={errors.fields.description}>
            {(described) => (
              <textarea
                id={field('description')}
                className="studio-control"
                value={document.description}
                onChange={(event) => change({ description: event.target.value })}
                {...described}
              />
            )}
          </CatalogField>
        </div>
        <CatalogField id={field('kind')} label="Kind" error={errors.fields.kind}>
          {(described) => (
            <select
              id={field('kind')}
              className="studio-control"
              value={document.kind}
              onChange={(event) => {
                const kind = event.target.value as EditorDocument['kind'];
                // Only a series has a cadence and episodes dated on their own.
                change(
                  kind === 'series'
                    ? { kind }
                    : {
                        kind,
                        launchState: null,
                        chapters: document.chapters.map((chapter) => ({
                          ...chapter,
                          lessons: chapter.lessons.map((lesson) => ({ ...lesson, releasedOn: null })),
                        })),
                      },
                );
              }}
              {...described}
            >
              {KINDS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </CatalogField>
        {document.kind === 'series' ? (
          <CatalogField
            id={field('launchState')}
            label="Launch cadence"
            hint="The label above the series’ title on its page."
            error={errors.fields.launchState}
          >
            {(described) => (
              <select
                id={field('launchState')}
                className="studio-control"
                value={document.launchState ?? ''}
                onChange={(event) =>
                  change({ launchState: (event.target.value || null) as EditorDocument['launchState'] })
                }
                {...described}
              >
                {CADENCES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </CatalogField>
        ) : null}
        {select('instructorId', 'Instructor', instructors)}
        {select('categoryId', 'Category', categories)}
        {text(
          'releasedOn',
          'Release date',
          'date',
          'A later date shows the class as coming soon until then.',
        )}
        <CatalogField id={field('skillLevel')} label="Level">
          {(described) => (
            <select
              id={field('skillLevel')}
              className="studio-control"
              value={document.skillLevel}
              onChange={(event) => change({ skillLevel: event.target.value as EditorDocument['skillLevel'] })}
              {...described}
            >
              {LEVELS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </CatalogField>
        <CatalogField
          id={field('hue')}
          label="Artwork colour (hue, 0-359)"
          hint="The class's artwork is generated in this colour."
          error={errors.fields.hue}
        >
          {(described) => (
            <input
              id={field('hue')}
              className="studio-control"
              type="number"
              min={0}
              max={359}
              value={document.hue}
              onChange={(event) => change({ hue: Number(event.target.value) })}
              {...described}
            />
          )}
        </CatalogField>
        <CatalogField
          id={field('skillIds')}
          label="Skills"
          hint="Hold Ctrl or Cmd to choose several."
          error={errors.fields.skillIds}
        >
          {(described) => (
            <select
              id={field('skillIds')}
              className="studio-control class-editor-skills"
              multiple
              value={document.skillIds.map(String)}
              onChange={(event) =>
                change({ skillIds: [...event.target.selectedOptions].map((option) => Number(option.value)) })
              }
              {...described}
            >
              {skills.map((skill) => (
                <option key={skill.id} value={skill.id}>
                  {skill.name}
                </option>
              ))}
            </select>
          )}
        </CatalogField>
      </div>

      <h2 className="class-editor-heading">Chapters and lessons</h2>
      {errors.fields.chapters ? <p className="field-error">{errors.fields.chapters}</p> : null}
      <LessonOutline
        chapters={document.chapters}
        onChange={(chapters) => change({ chapters })}
        errors={errors.fields}
        episodes={document.kind === 'series'}
      />

      <div className="class-editor-actions">
        <FormAlert message={errors.form} />
        {stale ? (
          <button type="button" className="button button-ghost" onClick={() => revalidator.revalidate()}>
            Reload the class
          </button>
        ) : null}
        <div className="catalog-form-actions">
          <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
            Save draft
          </button>
          {canPublish ? (
            <PublishControls
              busy={busy}
              dirty={dirty}
              publish={(at) =>
                run(
                  () => studioApi.publishClass(initial.uuid, initial.version, at),
                  at ? 'Scheduled.' : 'Published: visitors see it now.',
                )
              }
              problem={(form) => setErrors({ fields: {}, form })}
            />
          ) : null}
        </div>
      </div>
    </form>
  );
}
