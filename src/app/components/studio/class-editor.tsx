import { useState } from 'react';
import { type EditorClass, type EditorDocument, studioApi } from '~/app/lib/studio-api';
import { CONTENT_TEXTS } from '~/shared/spec';
import { PREVIEW_PATHS } from '~/shared/studio-preview';
import { CatalogField } from './catalog-field';
import { EditorActions, PreviewLink } from './editor-actions';
import { EditorChoice, EditorInput, EditorSelect, EditorTextArea, HueInput } from './editor-fields';
import { apiNames, nestedPaths, useEditorForm } from './editor-form';
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
const FIELDS = [
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
  const [document, setDocument] = useState<EditorDocument>(initial.document);
  const form = useEditorForm({
    onDone,
    fields: (paths) => ({ ...apiNames(FIELDS), ...nestedPaths(paths, (path) => path.includes('lessons.')) }),
  });
  const { at, errors } = form;
  const change = (next: Partial<EditorDocument>) => {
    setDocument((old) => ({ ...old, ...next }));
    form.changed();
  };

  const save = (after?: () => void) =>
    form.run(() => studioApi.saveClass(initial.uuid, initial.version, document), 'Draft saved.', after);
  const text = (
    name: 'title' | 'slug' | 'tagline' | 'releasedOn',
    label: string,
    type = 'text',
    hint?: string,
  ) => (
    <EditorInput
      {...at(name)}
      label={label}
      hint={hint}
      type={type}
      value={document[name]}
      onChange={(value) => change({ [name]: value })}
    />
  );
  const select = (name: 'instructorId' | 'categoryId', label: string, options: Option[]) => (
    <EditorSelect
      {...at(name)}
      label={label}
      options={options}
      value={document[name]}
      onChange={(value) => change({ [name]: value })}
    />
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
          <EditorTextArea
            {...at('description')}
            label="Description"
            value={document.description}
            onChange={(description) => change({ description })}
          />
        </div>
        <EditorChoice
          {...at('kind')}
          label="Kind"
          choices={KINDS}
          value={document.kind}
          onChange={(kind) =>
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
            )
          }
        />
        {document.kind === 'series' ? (
          <EditorChoice
            {...at('launchState')}
            label="Launch cadence"
            hint="The label above the series’ title on its page."
            choices={CADENCES}
            value={document.launchState ?? ''}
            onChange={(value) => change({ launchState: value || null })}
          />
        ) : null}
        {select('instructorId', 'Instructor', instructors)}
        {select('categoryId', 'Category', categories)}
        {text(
          'releasedOn',
          'Release date',
          'date',
          'A later date shows the class as coming soon until then.',
        )}
        <EditorChoice
          id={form.fieldId('skillLevel')}
          label="Level"
          choices={LEVELS}
          value={document.skillLevel}
          onChange={(skillLevel) => change({ skillLevel })}
        />
        <HueInput
          {...at('hue')}
          hint="The class's artwork is generated in this colour."
          value={document.hue}
          onChange={(hue) => change({ hue })}
        />
        <CatalogField {...at('skillIds')} label="Skills" hint="Hold Ctrl or Cmd to choose several.">
          {(described) => (
            <select
              id={form.fieldId('skillIds')}
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

      <EditorActions form={form} reloadLabel="Reload the class" saveLabel="Save draft">
        <PreviewLink form={form} to={PREVIEW_PATHS.classPage(initial.uuid)} save={save} />
        {canPublish ? (
          <PublishControls
            form={form}
            call={(at) => studioApi.publishClass(initial.uuid, initial.version, at)}
          />
        ) : null}
      </EditorActions>
    </form>
  );
}
