/** One profile's latest word on one lesson, waiting to be written. */
export type PendingProgress = {
  profileId: number;
  lessonId: number;
  courseId: number;
  /** Trailers are recorded (resume works) but count towards no class. */
  isTrailer: boolean;
  positionSeconds: number;
  durationSeconds: number;
  completed: boolean;
  completedAt: Date | null;
  updatedAt: Date;
};

type ByProfile = Map<number, Map<number, PendingProgress>>;

/** Failed writes are retried this many times before their heartbeats are dropped (and logged). */
const MAX_ATTEMPTS = 3;

/** `b` folded into `a` (same profile and lesson): the newer position, and completed once completed. */
export function newerOf(a: PendingProgress | undefined, b: PendingProgress): PendingProgress {
  if (!a) return b;
  const [older, newer] = b.updatedAt.getTime() >= a.updatedAt.getTime() ? [a, b] : [b, a];
  if (newer.completed || !older.completed) return newer;
  return { ...newer, completed: true, completedAt: older.completedAt };
}

/**
 * The heartbeat write buffer of one process (docs/decisions/0014-progress.md): only the
 * latest entry per profile and lesson is kept, and everything is written in one batch at
 * most `intervalMs` after the first entry arrived, or at once when `maxEntries` wait. One
 * write at a time; a failed batch goes back into the buffer (unless newer entries replaced
 * it) and is retried on the next tick. Reads overlay `pendingFor` on what the database
 * says, so this process always sees its own heartbeats.
 */
export function createProgressBuffer(options: {
  write: (rows: PendingProgress[]) => Promise<void>;
  intervalMs: number;
  maxEntries: number;
  onError: (error: unknown, context: { rows: number; dropped: number }) => void;
}) {
  const { write, intervalMs, maxEntries, onError } = options;
  let pending: ByProfile = new Map();
  let size = 0;
  /** The batch being written: still visible to reads until it is committed. */
  let inFlight: ByProfile | null = null;
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const attempts = new WeakMap<PendingProgress, number>();

  function put(entry: PendingProgress): void {
    let lessons = pending.get(entry.profileId);
    if (!lessons) {
      lessons = new Map();
      pending.set(entry.profileId, lessons);
    }
    const before = lessons.get(entry.lessonId);
    if (!before) size++;
    lessons.set(entry.lessonId, newerOf(before, entry));
  }

  function schedule(): void {
    if (timer || size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      flush().catch(() => {
        // Reported through onError by writeBatch; the entries wait for the next tick.
      });
    }, intervalMs);
    // A pending flush never keeps a process alive: shutdown flushes explicitly.
    timer.unref();
  }

  async function writeBatch(batch: ByProfile): Promise<void> {
    const rows = [...batch.values()].flatMap((lessons) => [...lessons.values()]);
    try {
      await write(rows);
    } catch (error) {
      let dropped = 0;
      for (const row of rows) {
        const tries = (attempts.get(row) ?? 0) + 1;
        if (tries >= MAX_ATTEMPTS) {
          dropped++;
          continue;
        }
        // A newer heartbeat that arrived meanwhile supersedes the failed one.
        const current = pending.get(row.profileId)?.get(row.lessonId);
        const kept = newerOf(current, row);
        if (kept === row) attempts.set(row, tries);
        put(kept);
      }
      onError(error, { rows: rows.length, dropped });
      throw error;
    }
  }

  /** Writes everything buffered before the call (waiting for a write already under way). */
  async function flush(): Promise<void> {
    while (writing) await writing.catch(() => {});
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (size === 0) return;
    const batch = pending;
    pending = new Map();
    size = 0;
    inFlight = batch;
    writing = writeBatch(batch).finally(() => {
      inFlight = null;
      writing = null;
      schedule();
    });
    await writing;
  }

  return {
    add(entry: PendingProgress): void {
      put(newerOf(inFlight?.get(entry.profileId)?.get(entry.lessonId), entry));
      if (size >= maxEntries && !writing) void flush().catch(() => {});
      else schedule();
    },

    /** This process's unwritten entries of some profiles (being written included). */
    pendingFor(profileIds: readonly number[]): PendingProgress[] {
      const found: PendingProgress[] = [];
      for (const profileId of profileIds) {
        const written = inFlight?.get(profileId);
        const waiting = pending.get(profileId);
        for (const entry of written?.values() ?? []) if (!waiting?.has(entry.lessonId)) found.push(entry);
        for (const entry of waiting?.values() ?? []) found.push(entry);
      }
      return found;
    },

    flush,
  };
}

export type ProgressBuffer = ReturnType<typeof createProgressBuffer>;
