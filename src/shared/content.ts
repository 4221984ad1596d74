/**
 * Content helpers shared by the pages and the services: where a title lives, how it is credited,
 * and which call to action a visitor sees (how long a lesson is: ./format.ts). No Node modules, no zod.
 */
import { PAGE_TEXTS } from './spec';

export type ContentKind = 'class' | 'series' | 'documentary';

/** The page of a class, series or documentary (product.md 2.1). */
export function coursePath(kind: ContentKind, slug: string): string {
  const encoded = encodeURIComponent(slug);
  if (kind === 'series') return `/series/${encoded}`;
  if (kind === 'documentary') return `/content/${encoded}`;
  return `/classes/${encoded}`;
}

/** The page of one lesson: an episode of a series, else a chapter. */
export function lessonPath(kind: ContentKind, courseSlug: string, lessonSlug: string): string {
  const course = encodeURIComponent(courseSlug);
  const lesson = encodeURIComponent(lessonSlug);
  return kind === 'series' ? `/series/${course}/episodes/${lesson}` : `/classes/${course}/chapters/${lesson}`;
}

export function campPath(slug: string): string {
  return `/sessions/classes/${encodeURIComponent(slug)}`;
}

/** A playlist's page (product.md 2.1), opened on one of its tracks (a lesson uuid) when given. */
export function playlistPath(slug: string, track?: string): string {
  const path = `/playlist/${encodeURIComponent(slug)}`;
  return track ? `${path}?track=${encodeURIComponent(track)}` : path;
}

/** A published collection's page: /playlist/{slug}, /programs/{slug}, /packages/{slug}, /projects/{slug}. */
export function collectionPath(kind: 'playlist' | 'program' | 'package' | 'project', slug: string): string {
  return kind === 'playlist' ? playlistPath(slug) : `/${kind}s/${encodeURIComponent(slug)}`;
}

/**
 * A title credited to its instructor once: 'Knife Skills' becomes 'Knife Skills with Alma Reyes',
 * while a title that already names them ('Great Games Retold with Mirela Kostova', 'Alma Reyes
 * Teaches Bread') stays as it is. `credit` joins the two (' with ', ': a film with ').
 */
export function titleWithInstructor(title: string, instructorName: string, credit = ' with '): string {
  return namesInstructor(title, instructorName) ? title : `${title}${credit}${instructorName}`;
}

/** Whether a title already names its instructor (any case). */
export function namesInstructor(title: string, instructorName: string): boolean {
  return title.toLocaleLowerCase('en-US').includes(instructorName.toLocaleLowerCase('en-US'));
}

/** The label of a class's skill level. */
export const SKILL_LEVELS = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  all: 'All levels',
} as const;

/** Who is looking, as far as the call to action cares. */
export type CtaState = {
  signedIn: boolean;
  /** Holds an annual pass (the access ledger): nothing to sell. */
  member: boolean;
  /** A membership waits in the signed-in user's cart: checkout reached payment, unpaid. */
  checkoutStarted?: boolean;
  /** The class-recommendations results say Sign Up (product.md 2.5). */
  context?: 'default' | 'recommendations';
};

/**
 * The call-to-action text (product.md 1; docs/decisions/0019-being-a-member.md): none for
 * members; 'Finish Sign Up' for a signed-in non-member whose checkout stopped at payment
 * (the sign-up they have not finished); 'Sign Up' where recommendations are shown to a
 * visitor; 'Get <product>' for everyone else, signed in or not. Every page asks here.
 */
export function ctaLabel(productName: string, state: CtaState): string | null {
  if (state.member) return null;
  if (state.signedIn && state.checkoutStarted) return PAGE_TEXTS.ctaFinishSignUp;
  if (!state.signedIn && state.context === 'recommendations') return PAGE_TEXTS.ctaSignUp;
  return PAGE_TEXTS.ctaGetProduct(productName);
}
