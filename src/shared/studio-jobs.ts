/**
 * The studio's jobs page's words, for the server and the browser alike (docs/decisions/
 * 0031-studio-jobs.md). Apart from studio.ts, which every page's JavaScript carries (the
 * account menu reads it): these reach only the jobs page's.
 */

/**
 * A background job's state as the jobs page names it, by the filter's value: each is one
 * status of the job table (waiting: pending; failed: dead, its attempts used up).
 */
export const JOB_STATES = {
  waiting: 'Waiting',
  running: 'Running',
  failed: 'Failed',
  cancelled: 'Cancelled',
  done: 'Done',
} as const;
export type JobState = keyof typeof JOB_STATES;

/** What a cancelled job (and the record it was for) says happened to it. */
export const cancelledBy = (who: string) => `Cancelled by ${who}`;
