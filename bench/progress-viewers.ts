import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createPlaybackTokens } from '~/features/media/playback-token';
import { createSessionService, hashToken, type Session } from '~/features/sessions/sessions.service';
import { systemClock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { PLAYER_PATHS } from '~/shared/player';
import { COOKIES, HEADERS, sessionCookieName } from '~/shared/spec';
import type { ScenarioRequest } from './load';
import { RawConnection } from './raw-http';

/** One signed-in browser playing one lesson: what its heartbeats carry. */
export type FakeViewer = {
  lessonUuid: string;
  durationSeconds: number;
  profileUuid: string;
  headers: Record<string, string>;
  /** Where it is in the lesson, moved on by each heartbeat. */
  position: number;
  /** The last position the server accepted (204). */
  accepted: number | null;
};

const CHUNK = 500;
const HOUR_MS = 3_600_000;

/**
 * `count` accounts, each with its profile, a live session, its CSRF token and a playback
 * token for a lesson (round robin over the lessons that have a stream), inserted in bulk:
 * what sign-up, sign-in and GET playback/token would have left behind, made in seconds.
 * The tokens last an hour (the product's last 10 minutes) so a long run needs no renewal.
 */
export async function createViewers(
  db: Db,
  options: { count: number; secret: string; production: boolean },
): Promise<FakeViewer[]> {
  // The session cookie under the name the server reads (__Host- in production).
  const sessionCookie = sessionCookieName(options.production);
  const lessons = await db
    .selectFrom('lessons')
    .innerJoin('media_assets', 'media_assets.lesson_id', 'lessons.id')
    .select(['lessons.uuid', 'media_assets.duration_seconds'])
    .where('lessons.role', '=', 'lesson')
    .where('media_assets.status', '=', 'ready')
    .where('lessons.released_at', '<=', new Date())
    .orderBy('lessons.id')
    .execute();
  if (lessons.length === 0) throw new Error('no lesson with a stream: seed the demo catalog first');
  const tokens = createPlaybackTokens(options.secret);
  const sessions = createSessionService({ db, clock: systemClock, secret: options.secret });
  const now = new Date();
  const run = randomBytes(4).toString('hex');
  const viewers: FakeViewer[] = [];
  await db.transaction().execute(async (tx) => {
    for (let start = 0; start < options.count; start += CHUNK) {
      const n = Math.min(CHUNK, options.count - start);
      const users = await tx
        .insertInto('users')
        .values(
          Array.from({ length: n }, (_, i) => ({
            uuid: randomUUID(),
            email: `viewer-${run}-${start + i}@bench.example`,
            name: `Viewer ${start + i}`,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const profiles = users.map((u) => ({ userId: u.id, uuid: randomUUID() }));
      await tx
        .insertInto('profiles')
        .values(
          profiles.map((p) => ({
            uuid: p.uuid,
            user_id: p.userId,
            slug: 'me',
            name: 'Me',
            hue: 200,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const cookies = users.map(() => randomBytes(32).toString('base64url'));
      await tx
        .insertInto('sessions')
        .values(
          users.map((u, i) => ({
            token_hash: hashToken(cookies[i]!),
            user_id: u.id,
            created_at: now,
            last_seen_at: now,
            expires_at: new Date(now.getTime() + 30 * 24 * HOUR_MS),
          })),
        )
        .execute();
      for (const [i, profile] of profiles.entries()) {
        const lesson = lessons[(start + i) % lessons.length]!;
        const durationSeconds = lesson.duration_seconds ?? 1;
        const token = cookies[i]!;
        const session: Session = {
          id: 0,
          userId: profile.userId,
          token,
          tokenHash: hashToken(token),
          secondFactorAt: null,
          impersonatorSessionId: null,
        };
        viewers.push({
          lessonUuid: lesson.uuid,
          durationSeconds,
          profileUuid: profile.uuid,
          position: ((start + i) * 0.731) % durationSeconds,
          accepted: null,
          headers: {
            'content-type': 'application/json',
            // A returning browser's cookies, so the server only refreshes them.
            cookie: `${sessionCookie}=${token}; ${COOKIES.profileId}=${profile.uuid}; ${COOKIES.anonymousId}=${randomUUID()}; ${COOKIES.visitSessionId}=${randomUUID()}; ${COOKIES.geo}=US; ${COOKIES.region}=CA`,
            [HEADERS.csrf]: sessions.csrfToken(session),
            [HEADERS.profileId]: profile.uuid,
            [HEADERS.playbackToken]: tokens.sign({
              lessonUuid: lesson.uuid,
              userId: profile.userId,
              profileUuid: profile.uuid,
              expiresAt: new Date(now.getTime() + HOUR_MS),
            }),
          },
        });
      }
    }
  });
  return viewers;
}

/**
 * The heartbeats of `viewers` shared among `clients` closed-loop clients: client k plays
 * viewers k, k + clients, k + 2 × clients… in turn, so every viewer's heartbeats go one
 * at a time and in order, like a player's.
 */
export function heartbeats(viewers: FakeViewer[], clients: number) {
  const turn = new Array<number>(clients).fill(0);
  return (client: number): ScenarioRequest & { onResponse: (status: number) => void } => {
    const mine = Math.ceil((viewers.length - client) / clients);
    const viewer = viewers[client + (turn[client]! % mine) * clients]!;
    turn[client]!++;
    // Half a second further each time, round to the start after the end (a rewatch).
    viewer.position = (viewer.position + 0.5) % viewer.durationSeconds;
    const position = Math.round(viewer.position * 1000) / 1000;
    return {
      method: 'PATCH',
      path: PLAYER_PATHS.progress(viewer.lessonUuid),
      headers: viewer.headers,
      body: `{"position_seconds":${position},"event":"heartbeat"}`,
      onResponse: (status) => {
        if (status === 204) viewer.accepted = position;
      },
    };
  };
}

/**
 * One heartbeat of each viewer, on `clients` connections, as fast as they go (seconds taken):
 * the server's caches then hold them, as for viewers in the middle of a lesson.
 */
export async function primeViewers(baseUrl: string, viewers: FakeViewer[], clients: number): Promise<number> {
  const url = new URL(baseUrl);
  const next = heartbeats(viewers, clients);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const connection = new RawConnection(url.hostname, Number(url.port));
      try {
        for (let i = client; i < viewers.length; i += clients) {
          const request = next(client);
          request.onResponse((await connection.request(request)).status);
        }
      } finally {
        connection.close();
      }
    }),
  );
  return (performance.now() - t0) / 1000;
}
