/**
 * Content helpers shared by the pages and the services: where a title lives, how long a
 * lesson is, and which call to action a visitor sees. No Node modules, no zod.
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

/** ISO-8601 duration for structured data: 754 → 'PT12M34S'. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (seconds === 0) return 'PT0S';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

/** A lesson's length as a clock: 754 → '12:34', 3754 → '1:02:34'. */
export function clockDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A running time in words: 754 → '13 min', 5400 → '1 hr 30 min'. */
export function spokenDuration(totalSeconds: number): string {
  const minutes = Math.max(1, Math.round(totalSeconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

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
 * The call-to-action text (product.md 1; docs/decisions/0018-being-a-member.md): none for
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
