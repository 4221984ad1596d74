/**
 * What the watch bundle tells the player and the player does (issue 6 items 3 and 4,
 * docs/decisions/0016-watch-bundles-and-player.md): the numbers of its progress reports,
 * its speeds and its keyboard shortcuts. Shared so the server describes exactly what the
 * browser does. No Node modules, no zod.
 */

/** Seconds between heartbeats while playing (issue 6 item 5). */
export const HEARTBEAT_SECONDS = 10;
/** Watched past this share of its length, a lesson counts as completed. */
export const COMPLETION_THRESHOLD = 0.9;
/** The next-lesson countdown at the end of a lesson. */
export const NEXT_COUNTDOWN_SECONDS = 10;
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** What a progress report says happened (PATCH playback/{content_uuid}). */
export const PLAYBACK_EVENTS = ['heartbeat', 'pause', 'seek', 'ended', 'hide'] as const;
export type PlaybackEvent = (typeof PLAYBACK_EVENTS)[number];

export type ShortcutAction =
  | 'toggle_play'
  | 'back_10'
  | 'forward_10'
  | 'back_5'
  | 'forward_5'
  | 'fullscreen'
  | 'captions'
  | 'mute'
  | 'faster'
  | 'slower'
  | 'help';

/** `keys` are KeyboardEvent.key values; `label` is how the help lists them. */
export type Shortcut = { action: ShortcutAction; keys: string[]; label: string; description: string };

export const PLAYER_SHORTCUTS: readonly Shortcut[] = [
  { action: 'toggle_play', keys: [' ', 'k', 'K'], label: 'Space or K', description: 'Play or pause' },
  { action: 'back_10', keys: ['j', 'J'], label: 'J', description: 'Back 10 seconds' },
  { action: 'forward_10', keys: ['l', 'L'], label: 'L', description: 'Forward 10 seconds' },
  { action: 'back_5', keys: ['ArrowLeft'], label: '←', description: 'Back 5 seconds' },
  { action: 'forward_5', keys: ['ArrowRight'], label: '→', description: 'Forward 5 seconds' },
  { action: 'fullscreen', keys: ['f', 'F'], label: 'F', description: 'Full screen on or off' },
  { action: 'captions', keys: ['c', 'C'], label: 'C', description: 'Captions on or off' },
  { action: 'mute', keys: ['m', 'M'], label: 'M', description: 'Mute or unmute' },
  { action: 'faster', keys: ['>'], label: 'Shift + >', description: 'Faster' },
  { action: 'slower', keys: ['<'], label: 'Shift + <', description: 'Slower' },
  { action: 'help', keys: ['?'], label: '?', description: 'Show or hide these shortcuts' },
];

/** The calls of playback (calls-and-errors.md 7.7, v3). */
export const PLAYER_PATHS = {
  watchBundle: (lessonUuid: string) => `/api/v3/watch-bundles/${lessonUuid}`,
  progress: (lessonUuid: string) => `/api/v3/playback/${lessonUuid}`,
  /** The same report sent with navigator.sendBeacon as the page goes away. */
  progressBeacon: (lessonUuid: string) => `/api/v3/playback/${lessonUuid}/beacon`,
} as const;

/**
 * Whether a request's Save-Data header asks to save data (`on`): the lesson page then preloads
 * no stream files, as the early-play script already skips its fetches (decision 0026).
 */
export function savesData(header: string | string[] | null | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() === 'on';
}
