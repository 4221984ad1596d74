import { type DragEvent, useId, useState } from 'react';
import type { EditorChapter, EditorLesson } from '~/app/lib/studio-api';
import { CatalogField } from './catalog-field';
import { ReorderControls, useReorderAnnouncer } from './reorder-controls';
import './lesson-outline.css';

/** Where a lesson is: its chapter and its place in it. */
type At = { chapter: number; lesson: number };

function locate(chapters: readonly EditorChapter[], uuid: string): At | null {
  for (const [chapter, { lessons }] of chapters.entries()) {
    const lesson = lessons.findIndex((item) => item.uuid === uuid);
    if (lesson >= 0) return { chapter, lesson };
  }
  return null;
}

/** The chapters with one lesson taken out and put at `to` (indexes after the removal). */
function moveTo(chapters: readonly EditorChapter[], uuid: string, to: At): EditorChapter[] {
  const from = locate(chapters, uuid);
  if (!from) return [...chapters];
  const next = chapters.map((chapter) => ({ ...chapter, lessons: [...chapter.lessons] }));
  const [lesson] = next[from.chapter]!.lessons.splice(from.lesson, 1);
  next[to.chapter]!.lessons.splice(to.lesson, 0, lesson!);
  return next;
}

/** One place up or down: across into the neighbouring chapter at its end or start. */
function neighbour(chapters: readonly EditorChapter[], at: At, step: -1 | 1): At | null {
  const size = chapters[at.chapter]!.lessons.length;
  if (step === -1 && at.lesson > 0) return { chapter: at.chapter, lesson: at.lesson - 1 };
  if (step === 1 && at.lesson < size - 1) return { chapter: at.chapter, lesson: at.lesson + 1 };
  const chapter = at.chapter + step;
  if (chapter < 0 || chapter >= chapters.length) return null;
  return { chapter, lesson: step === -1 ? chapters[chapter]!.lessons.length : 0 };
}

const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** A v4 uuid in any browser (crypto.randomUUID needs a secure context). */
function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The class's chapters and lessons, in order. A lesson moves by dragging it, by its Move up
 * and Move down buttons, or with the arrow keys on its handle; every move is announced, and
 * the moved lesson's handle keeps the focus. Field errors from the server arrive by path
 * (chapters.0.lessons.1.title).
 */
export function LessonOutline({
  chapters,
  onChange,
  errors,
  episodes,
}: {
  chapters: EditorChapter[];
  onChange: (chapters: EditorChapter[]) => void;
  errors: Partial<Record<string, string>>;
  /** A series: each lesson is an episode that may be released on a date of its own. */
  episodes: boolean;
}) {
  const id = useId();
  const { announce, liveRegion } = useReorderAnnouncer();
  const [dragged, setDragged] = useState<string | null>(null);
  const handleId = (uuid: string) => `${id}-handle-${uuid}`;

  function move(uuid: string, to: At, how: string) {
    const next = moveTo(chapters, uuid, to);
    onChange(next);
    const lesson = next[to.chapter]!.lessons[to.lesson]!;
    const chapterName = next[to.chapter]!.title || `chapter ${to.chapter + 1}`;
    announce(
      `${lesson.title || 'Lesson'} ${how}: now lesson ${to.lesson + 1} of ${next[to.chapter]!.lessons.length} in ${chapterName}.`,
      handleId(uuid),
    );
  }

  function step(uuid: string, direction: -1 | 1) {
    const at = locate(chapters, uuid);
    const to = at && neighbour(chapters, at, direction);
    if (!to) {
      announce(direction === -1 ? 'Already the first lesson.' : 'Already the last lesson.');
      return;
    }
    move(uuid, to, direction === -1 ? 'moved up' : 'moved down');
  }

  const updateLesson = (at: At, change: Partial<EditorLesson>) =>
    onChange(
      chapters.map((chapter, c) => ({
        ...chapter,
        lessons: chapter.lessons.map((lesson, l) => {
          if (c === at.chapter && l === at.lesson) return { ...lesson, ...change };
          // One free sample at most: choosing one makes the others ordinary lessons.
          if (change.role === 'sample' && lesson.role === 'sample')
            return { ...lesson, role: 'lesson' as const };
          return lesson;
        }),
      })),
    );

  const drop = (event: DragEvent, to: At) => {
    event.preventDefault();
    if (!dragged) return;
    const from = locate(chapters, dragged);
    // Dropping on a later lesson of the same chapter: that index shifts by one after removal.
    const index = from && from.chapter === to.chapter && from.lesson < to.lesson ? to.lesson - 1 : to.lesson;
    move(dragged, { chapter: to.chapter, lesson: index }, 'moved');
    setDragged(null);
  };

  return (
    <div className="lesson-outline">
      {liveRegion}
      {chapters.map((chapter, c) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: a chapter has no identity but its place; its fields are controlled
          key={`chapter-${c}`}
          className="outline-chapter"
          aria-label={chapter.title || `Chapter ${c + 1}`}
        >
          <div className="outline-chapter-head">
            <CatalogField
              id={`${id}-chapter-${c}`}
              label={`Chapter ${c + 1} title`}
              error={errors[`chapters.${c}.title`]}
            >
              {(described) => (
                <input
                  id={`${id}-chapter-${c}`}
                  className="studio-control"
                  type="text"
                  value={chapter.title}
                  onChange={(event) =>
                    onChange(
                      chapters.map((item, i) => (i === c ? { ...item, title: event.target.value } : item)),
                    )
                  }
                  {...described}
                />
              )}
            </CatalogField>
            <button
              type="button"
              className="button button-ghost"
              disabled={chapter.lessons.length > 0}
              title={chapter.lessons.length ? 'Move its lessons out first' : undefined}
              onClick={() => onChange(chapters.filter((_, i) => i !== c))}
            >
              Remove chapter {c + 1}
            </button>
          </div>
          <ol
            className="outline-lessons"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, { chapter: c, lesson: chapter.lessons.length })}
          >
            {chapter.lessons.map((lesson, l) => {
              const at = { chapter: c, lesson: l };
              const prefix = `chapters.${c}.lessons.${l}`;
              const name = lesson.title || `Lesson ${l + 1}`;
              return (
                <li
                  key={lesson.uuid}
                  className={dragged === lesson.uuid ? 'outline-lesson is-dragged' : 'outline-lesson'}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', lesson.uuid);
                    setDragged(lesson.uuid);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => {
                    event.stopPropagation();
                    drop(event, at);
                  }}
                >
                  <div className="outline-lesson-bar">
                    <ReorderControls
                      handleId={handleId(lesson.uuid)}
                      name={name}
                      position={l + 1}
                      onStep={(direction) => step(lesson.uuid, direction)}
                    />
                    <button
                      type="button"
                      className="button button-ghost"
                      onClick={() =>
                        onChange(
                          chapters.map((item, i) =>
                            i === c ? { ...item, lessons: item.lessons.filter((_, j) => j !== l) } : item,
                          ),
                        )
                      }
                    >
                      Remove<span className="visually-hidden">: {name}</span>
                    </button>
                  </div>
                  <div className="outline-lesson-fields">
                    <CatalogField
                      id={`${id}-${lesson.uuid}-title`}
                      label="Lesson title"
                      error={errors[`${prefix}.title`]}
                    >
                      {(described) => (
                        <input
                          id={`${id}-${lesson.uuid}-title`}
                          className="studio-control"
                          type="text"
                          value={lesson.title}
                          onChange={(event) => {
                            const title = event.target.value;
                            // A lesson not yet named keeps its address in step with its title.
                            const slug =
                              lesson.slug === slugFrom(lesson.title) ? slugFrom(title) : lesson.slug;
                            updateLesson(at, { title, slug });
                          }}
                          {...described}
                        />
                      )}
                    </CatalogField>
                    <CatalogField
                      id={`${id}-${lesson.uuid}-slug`}
                      label="Address (slug)"
                      error={errors[`${prefix}.slug`]}
                    >
                      {(described) => (
                        <input
                          id={`${id}-${lesson.uuid}-slug`}
                          className="studio-control"
                          type="text"
                          value={lesson.slug}
                          onChange={(event) => updateLesson(at, { slug: event.target.value })}
                          {...described}
                        />
                      )}
                    </CatalogField>
                    <div className="catalog-wide">
                      <CatalogField id={`${id}-${lesson.uuid}-description`} label="Description">
                        {(described) => (
                          <textarea
                            id={`${id}-${lesson.uuid}-description`}
                            className="studio-control"
                            value={lesson.description}
                            onChange={(event) => updateLesson(at, { description: event.target.value })}
                            {...described}
                          />
                        )}
                      </CatalogField>
                    </div>
                    {episodes && lesson.role !== 'trailer' ? (
                      <CatalogField
                        id={`${id}-${lesson.uuid}-released`}
                        label="Episode release date"
                        hint="Empty: the series’ release date. Until then the episode shows as coming soon."
                        error={errors[`${prefix}.released_on`]}
                      >
                        {(described) => (
                          <input
                            id={`${id}-${lesson.uuid}-released`}
                            className="studio-control"
                            type="date"
                            value={lesson.releasedOn ?? ''}
                            onChange={(event) => updateLesson(at, { releasedOn: event.target.value || null })}
                            {...described}
                          />
                        )}
                      </CatalogField>
                    ) : null}
                    {lesson.role === 'trailer' ? (
                      <p className="field-hint">The trailer (free to watch).</p>
                    ) : (
                      <label className="outline-sample">
                        <input
                          type="checkbox"
                          checked={lesson.role === 'sample'}
                          onChange={(event) =>
                            updateLesson(at, { role: event.target.checked ? 'sample' : 'lesson' })
                          }
                        />
                        Free sample lesson (anyone can watch it)
                      </label>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              const lesson: EditorLesson = {
                uuid: newUuid(),
                slug: '',
                title: '',
                description: '',
                role: 'lesson',
                releasedOn: null,
              };
              onChange(
                chapters.map((item, i) => (i === c ? { ...item, lessons: [...item.lessons, lesson] } : item)),
              );
              requestAnimationFrame(() => document.getElementById(`${id}-${lesson.uuid}-title`)?.focus());
            }}
          >
            Add a lesson to chapter {c + 1}
          </button>
        </section>
      ))}
      <button
        type="button"
        className="button button-ghost"
        onClick={() => onChange([...chapters, { title: '', lessons: [] }])}
      >
        Add a chapter
      </button>
    </div>
  );
}
