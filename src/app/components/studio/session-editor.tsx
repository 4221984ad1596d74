import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type EditorModule,
  type EditorSession,
  type EditorSessionDocument,
  type EditorTask,
  studioApi,
  type TaskLesson,
} from '~/app/lib/studio-api';
import { STUDIO_PATHS } from '~/shared/studio';
import { EditorActions } from './editor-actions';
import { EditorInput, EditorSelect, EditorTextArea, HueInput } from './editor-fields';
import { nestedPaths, useEditorForm } from './editor-form';
import { OrderedList } from './ordered-list';
import { TaskLessonPicker } from './task-lesson-picker';
import './class-editor.css';
import './session-editor.css';

type Option = { id: number; name: string };
/** Modules and tasks as the page holds them: a key of their own, new ones having no id yet. */
type Keyed<T> = T & { key: string };
type PageModule = Keyed<Omit<EditorModule, 'tasks'>> & { tasks: Keyed<EditorTask>[] };

let counter = 0;
const keyed = <T extends { id: number | null }>(item: T): Keyed<T> => ({
  ...item,
  key: item.id === null ? `new-${++counter}` : String(item.id),
});
const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
/** Times are UTC, as the clock keeps them: the field shows and takes them without a zone. */
const toField = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const fromField = (value: string) => (value ? `${value}:00.000Z` : null);
const strip = <T extends { key: string }>({ key: _, ...rest }: T) => rest;

/**
 * A session, its modules and their dated tasks, saved in place: visitors see a save at once.
 * Modules and tasks are ordered by drag, buttons or arrow keys (OrderedList). The save carries
 * the version this page read: if someone saved in between, the page says who and when.
 * Server field errors arrive by path (modules.0.tasks.1.due_at) and show under that field.
 */
export function SessionEditor({
  initial,
  instructors,
  categories,
  uses,
  onDone,
}: {
  initial: EditorSession;
  instructors: Option[];
  categories: Option[];
  /** Who deleting it would take it from (deleting is then refused). */
  uses: string[];
  onDone: (notice: string) => void;
}) {
  const navigate = useNavigate();
  const [fields, setFields] = useState<Omit<EditorSessionDocument, 'modules'>>(initial.document);
  const [modules, setModules] = useState<PageModule[]>(() =>
    initial.document.modules.map((module) => ({ ...keyed(module), tasks: module.tasks.map(keyed) })),
  );
  // What each lesson a task names is called, and its class: those saved, then those chosen here.
  const [lessons, setLessons] = useState(() => new Map(initial.lessons.map((row) => [row.uuid, row])));
  const chooseLesson = (lesson: TaskLesson | null) => {
    if (lesson) setLessons((old) => new Map(old).set(lesson.uuid, lesson));
    return lesson?.uuid ?? null;
  };
  // Every error path names the field it is about (modules.0.tasks.1.due_at).
  const form = useEditorForm({ onDone, fields: (paths) => nestedPaths(paths, () => true) });
  const { at } = form;
  const change = (next: Partial<EditorSessionDocument>) => setFields((old) => ({ ...old, ...next }));
  const changeModule = (index: number, next: Partial<PageModule>) =>
    setModules((old) => old.map((module, i) => (i === index ? { ...module, ...next } : module)));

  const save = () =>
    form.run(
      () =>
        studioApi.saveSession(initial.uuid, initial.version, {
          ...fields,
          modules: modules.map((module) => ({ ...strip(module), tasks: module.tasks.map(strip) })),
        }),
      'Saved: visitors see it now.',
    );

  const input = (path: string, label: string, value: string, set: (v: string) => void, type = 'text') => (
    <EditorInput {...at(path)} label={label} type={type} value={value} onChange={set} />
  );
  const area = (path: string, label: string, value: string, set: (v: string) => void) => (
    <div className="catalog-wide">
      <EditorTextArea {...at(path)} label={label} value={value} onChange={set} />
    </div>
  );
  const select = (path: 'instructor_id' | 'category_id', label: string, options: Option[]) => {
    const name = path === 'instructor_id' ? 'instructorId' : 'categoryId';
    return (
      <EditorSelect
        {...at(path)}
        label={label}
        options={options}
        value={fields[name]}
        onChange={(value) => change({ [name]: value })}
      />
    );
  };
  const titled = <T extends { title: string; slug: string }>(item: T, title: string) => ({
    title,
    // A module or task not yet named keeps its address in step with its title.
    slug: item.slug === slugFrom(item.title) ? slugFrom(title) : item.slug,
  });

  return (
    <form
      className="catalog-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {input('title', 'Title', fields.title, (title) => change({ title }))}
      {input('slug', 'Address (slug)', fields.slug, (slug) => change({ slug }))}
      {input('tagline', 'Tagline', fields.tagline, (tagline) => change({ tagline }))}
      {select('instructor_id', 'Instructor', instructors)}
      {select('category_id', 'Category', categories)}
      <HueInput
        {...at('hue')}
        label="Artwork hue (0-359)"
        value={fields.hue}
        onChange={(hue) => change({ hue })}
      />
      {area('description', 'Description', fields.description, (description) => change({ description }))}
      <fieldset className="catalog-wide session-status">
        <legend>How visitors join</legend>
        {(
          [
            ['coming_soon', 'Coming soon: visitors join the waitlist'],
            ['open', 'Open: members enroll, or start once it has begun'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="outline-sample">
            <input
              type="radio"
              name={form.fieldId('status')}
              checked={fields.status === value}
              onChange={() => change({ status: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {input(
        'opens_at',
        'Enrolment opens (UTC, optional)',
        toField(fields.opensAt),
        (v) => change({ opensAt: fromField(v) }),
        'datetime-local',
      )}
      {input(
        'starts_at',
        'Starts (UTC)',
        toField(fields.startsAt),
        (v) => change({ startsAt: fromField(v) ?? '' }),
        'datetime-local',
      )}
      {input(
        'ends_at',
        'Ends (UTC)',
        toField(fields.endsAt),
        (v) => change({ endsAt: fromField(v) ?? '' }),
        'datetime-local',
      )}

      <section className="catalog-wide lesson-outline" aria-label="Modules">
        <h3>Modules</h3>
        <OrderedList
          items={modules}
          keyOf={(module) => module.key}
          nameOf={(module, m) => module.title || `Module ${m + 1}`}
          onChange={setModules}
          onRemove={(m) => setModules((old) => old.filter((_, i) => i !== m))}
        >
          {(module, m) => (
            <div className="outline-lesson-fields">
              {input(`modules.${m}.title`, 'Module title', module.title, (title) =>
                changeModule(m, titled(module, title)),
              )}
              {input(`modules.${m}.slug`, 'Module address (slug)', module.slug, (slug) =>
                changeModule(m, { slug }),
              )}
              {area(`modules.${m}.description`, 'Module description', module.description, (description) =>
                changeModule(m, { description }),
              )}
              <div className="catalog-wide">
                <h4>Tasks of {module.title || `module ${m + 1}`}</h4>
                <OrderedList
                  items={module.tasks}
                  keyOf={(task) => task.key}
                  nameOf={(task, t) => task.title || `Task ${t + 1}`}
                  onChange={(tasks) => changeModule(m, { tasks })}
                  onRemove={(t) => changeModule(m, { tasks: module.tasks.filter((_, i) => i !== t) })}
                >
                  {(task, t) => {
                    const path = `modules.${m}.tasks.${t}`;
                    const setTask = (next: Partial<EditorTask>) =>
                      changeModule(m, {
                        tasks: module.tasks.map((item, i) => (i === t ? { ...item, ...next } : item)),
                      });
                    return (
                      <div className="outline-lesson-fields">
                        {input(`${path}.title`, 'Task title', task.title, (title) =>
                          setTask(titled(task, title)),
                        )}
                        {input(`${path}.slug`, 'Task address (slug)', task.slug, (slug) => setTask({ slug }))}
                        {input(
                          `${path}.due_at`,
                          'Due (UTC, optional)',
                          toField(task.dueAt),
                          (v) => setTask({ dueAt: fromField(v) }),
                          'datetime-local',
                        )}
                        <TaskLessonPicker
                          {...at(`${path}.lesson_uuid`)}
                          // Every lesson a task names has its label: the page's, or the one chosen.
                          lesson={task.lessonUuid ? (lessons.get(task.lessonUuid) ?? null) : null}
                          onChange={(lesson) => setTask({ lessonUuid: chooseLesson(lesson) })}
                        />
                        {area(
                          `${path}.instructions`,
                          'Instructions (plain text)',
                          task.instructions,
                          (instructions) => setTask({ instructions }),
                        )}
                      </div>
                    );
                  }}
                </OrderedList>
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() =>
                    changeModule(m, {
                      tasks: [
                        ...module.tasks,
                        keyed({
                          id: null,
                          slug: '',
                          title: '',
                          instructions: '',
                          dueAt: null,
                          lessonUuid: null,
                        }),
                      ],
                    })
                  }
                >
                  Add a task to module {m + 1}
                </button>
              </div>
            </div>
          )}
        </OrderedList>
        <button
          type="button"
          className="button button-ghost"
          onClick={() =>
            setModules((old) => [
              ...old,
              { ...keyed({ id: null, slug: '', title: '', description: '' }), tasks: [] },
            ])
          }
        >
          Add a module
        </button>
      </section>
      <div className="catalog-wide">
        <EditorActions
          form={form}
          reloadLabel="Reload"
          saveLabel="Save the session"
          after={
            <details className="studio-disclosure">
              <summary>Delete this session</summary>
              {uses.length ? (
                <p>Deleting is refused while people have it: {uses.join(' and ')}.</p>
              ) : (
                <>
                  <p>
                    Its modules and tasks go with it, and its address and old addresses then answer “not
                    found”. The lessons its tasks name stay.
                  </p>
                  <button
                    type="button"
                    className="button button-ghost"
                    aria-disabled={form.busy || undefined}
                    onClick={() =>
                      form.run(
                        () => studioApi.deleteSession(initial.uuid),
                        `Deleted “${initial.document.title}”.`,
                        () => navigate(`${STUDIO_PATHS.catalog}#sessions`),
                      )
                    }
                  >
                    Delete “{initial.document.title}” for good
                  </button>
                </>
              )}
            </details>
          }
        />
      </div>
    </form>
  );
}
