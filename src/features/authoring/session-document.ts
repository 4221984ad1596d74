import { z } from 'zod';
import { SLUG_PATTERN } from './class-document';

/**
 * A session (camp) as the studio edits it: its fields, its modules in order and each module's
 * tasks in order, as one document (docs/decisions/0042-session-authoring.md). Saved in place into
 * camps, camp_modules and camp_activities; modules and tasks keep their ids across saves (null:
 * new), so a rename or a move never makes a new record. Snake case, as the API sends it.
 */

const text = (max: number) => z.string().max(max);
const ref = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const instant = z.iso.datetime().meta({ description: 'ISO 8601 time (UTC).' });

export const SESSION_LIMITS = { modules: 30, tasks: 50, title: 120, slug: 80 } as const;

export const sessionTaskDocument = z
  .strictObject({
    id: ref.nullable().meta({ description: 'The task’s id; null for a new one.' }),
    slug: text(SESSION_LIMITS.slug),
    title: text(SESSION_LIMITS.title),
    /** Plain text: shown as written, line breaks kept. */
    instructions: text(2000),
    due_at: instant.nullable(),
    lesson_uuid: z.uuid().nullable().meta({ description: 'The lesson to watch; null for a task to do.' }),
  })
  .meta({ id: 'StudioSessionTask' });

export const sessionModuleDocument = z
  .strictObject({
    id: ref.nullable().meta({ description: 'The module’s id; null for a new one.' }),
    slug: text(SESSION_LIMITS.slug),
    title: text(SESSION_LIMITS.title),
    description: text(2000),
    tasks: z.array(sessionTaskDocument).max(SESSION_LIMITS.tasks),
  })
  .meta({ id: 'StudioSessionModule' });

export const sessionDocument = z
  .strictObject({
    title: text(SESSION_LIMITS.title),
    slug: text(SESSION_LIMITS.slug),
    tagline: text(200),
    description: text(5000),
    instructor_id: ref,
    category_id: ref,
    /** coming_soon: visitors join the waitlist; open: members enroll, or start once it has begun. */
    status: z.enum(['coming_soon', 'open']),
    opens_at: instant.nullable(),
    starts_at: instant,
    ends_at: instant,
    /** Hue (0-359) of the generated artwork. */
    hue: z.number().int().min(0).max(359),
    modules: z.array(sessionModuleDocument).max(SESSION_LIMITS.modules),
  })
  .meta({ id: 'StudioSessionDocument' });

export type SessionDocument = z.infer<typeof sessionDocument>;
export type SessionModuleDocument = z.infer<typeof sessionModuleDocument>;
export type SessionTaskDocument = z.infer<typeof sessionTaskDocument>;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The whole weeks a session runs (at least one): what the public pages say. */
export const weeksBetween = (startsAt: Date, endsAt: Date) =>
  Math.max(1, Math.ceil((endsAt.getTime() - startsAt.getTime()) / WEEK_MS));

const badSlug = 'Use lower-case letters, digits and single hyphens.';

/**
 * The first rule a document breaks, as the field it is about and what to do, or null.
 * References (instructor, category, lessons, a slug another session has) are the service's
 * to check: they need the database.
 */
export function sessionProblem(document: SessionDocument): { field: string; message: string } | null {
  if (!document.title.trim()) return { field: 'title', message: 'Give the session a title.' };
  if (!SLUG_PATTERN.test(document.slug)) return { field: 'slug', message: badSlug };
  const starts = Date.parse(document.starts_at);
  const ends = Date.parse(document.ends_at);
  if (ends <= starts) return { field: 'ends_at', message: 'End the session after it starts.' };
  if (document.opens_at && Date.parse(document.opens_at) > starts)
    return { field: 'opens_at', message: 'Open enrolment on or before the start.' };
  const moduleSlugs = new Set<string>();
  const ids = new Set<number>();
  for (const [m, module] of document.modules.entries()) {
    const at = `modules.${m}`;
    if (!module.title.trim()) return { field: `${at}.title`, message: 'Give the module a title.' };
    if (!SLUG_PATTERN.test(module.slug)) return { field: `${at}.slug`, message: badSlug };
    if (moduleSlugs.has(module.slug))
      return { field: `${at}.slug`, message: 'Another module of this session has this address.' };
    moduleSlugs.add(module.slug);
    const taskSlugs = new Set<string>();
    for (const [t, task] of module.tasks.entries()) {
      const taskAt = `${at}.tasks.${t}`;
      if (!task.title.trim()) return { field: `${taskAt}.title`, message: 'Give the task a title.' };
      if (!SLUG_PATTERN.test(task.slug)) return { field: `${taskAt}.slug`, message: badSlug };
      if (taskSlugs.has(task.slug))
        return { field: `${taskAt}.slug`, message: 'Another task of this module has this address.' };
      taskSlugs.add(task.slug);
      const due = task.due_at ? Date.parse(task.due_at) : null;
      if (due !== null && (due < starts || due > ends))
        return { field: `${taskAt}.due_at`, message: 'Choose a due date while the session runs.' };
      if (task.id !== null && ids.has(-task.id))
        return { field: `${taskAt}.id`, message: 'A task appears twice.' };
      if (task.id !== null) ids.add(-task.id);
    }
    if (module.id !== null && ids.has(module.id))
      return { field: `${at}.id`, message: 'A module appears twice.' };
    if (module.id !== null) ids.add(module.id);
  }
  return null;
}
