import { describe, expect, it } from 'vitest';
import { assignDemoMedia, DEMO_CLIP_SECONDS } from '~/features/media/demo-media';
import { buildCamp, buildCourse } from '../../../tests/factories/courses';
import { createTestApp } from '../../../tests/test-app';

// What the pages read: class progress, continue watching, /my-progress, sessions per account.
const { db, services, clock } = await createTestApp();
clock.set(new Date());
const { progress } = services;

const course = await buildCourse(db); // trailer, sample and three lessons
const series = await buildCourse(db, { kind: 'series' });
await assignDemoMedia(db, clock.now());
const [trailer, sample, first, second, third] = course.lessons;

let counter = 0;
async function member() {
  const user = await services.accounts.register(
    { email: `reads${++counter}@example.com`, password: 'secret1', name: 'Reader' },
    { country: 'US' },
  );
  await services.access.grant({
    userId: user.id,
    scope: 'all',
    source: 'admin',
    endsAt: new Date(clock.now().getTime() + 30 * 86_400_000),
  });
  const profile = await services.profiles.resolveCurrentProfile(user.id, undefined);
  return { userId: user.id, profile };
}

/** A heartbeat through the service (the ledger path), a second after the previous one. */
async function watch(
  who: { userId: number; profile: { uuid: string } },
  lesson: { uuid: string },
  positionSeconds: number,
) {
  clock.advance(1000);
  await progress.record({
    userId: who.userId,
    requestedProfile: who.profile.uuid,
    contentUuid: lesson.uuid,
    positionSeconds,
    playbackToken: undefined,
  });
}

const DONE = DEMO_CLIP_SECONDS;

describe('courseProgress', () => {
  it('counts completed lessons out of all but the trailer, floored, written or not', async () => {
    const who = await member();
    await watch(who, trailer!, DONE); // a finished trailer counts for nothing
    await watch(who, sample!, DONE);
    await watch(who, first!, DONE);
    await watch(who, second!, 5); // started only
    const expected = new Map([
      [course.id, { completed: 2, total: 4, percent: 50 }],
      [series.id, { completed: 0, total: 4, percent: 0 }],
    ]);
    expect(await progress.courseProgress(who.profile.id, [course.id, series.id])).toEqual(expected);
    await progress.flush();
    expect(await progress.courseProgress(who.profile.id, [course.id, series.id])).toEqual(expected);
    await watch(who, third!, DONE);
    expect((await progress.courseProgress(who.profile.id, [course.id])).get(course.id)).toEqual({
      completed: 3,
      total: 4,
      percent: 75,
    });
    expect(await progress.courseProgress(who.profile.id, [])).toEqual(new Map());
  });
});

describe('continueWatching', () => {
  it('lists lessons started and not finished, the latest first, from the table and the buffer', async () => {
    const who = await member();
    await watch(who, first!, 4);
    await watch(who, series.lessons[2]!, 6);
    await watch(who, second!, DONE); // finished: not listed
    await watch(who, trailer!, 10); // trailers are not listed
    await progress.flush();
    await watch(who, third!, 0); // not started really
    let items = await progress.continueWatching(who.profile.id, 10);
    expect(items.map((i) => i.lesson.uuid)).toEqual([series.lessons[2]!.uuid, first!.uuid]);
    // Watching the first again moves it to the front before anything is written.
    await watch(who, first!, 12);
    items = await progress.continueWatching(who.profile.id, 10);
    expect(items.map((i) => i.lesson.uuid)).toEqual([first!.uuid, series.lessons[2]!.uuid]);
    expect(items[0]).toMatchObject({
      positionSeconds: 12,
      durationSeconds: DEMO_CLIP_SECONDS,
      percent: 50,
      lesson: {
        slug: first!.slug,
        title: first!.title,
        path: `/classes/${course.slug}/chapters/${first!.slug}`,
      },
      course: { slug: course.slug, title: course.title, path: `/classes/${course.slug}` },
    });
    expect(items[1]?.lesson.path).toBe(`/series/${series.slug}/episodes/${series.lessons[2]!.slug}`);
    expect(await progress.continueWatching(who.profile.id, 1)).toHaveLength(1);
    // Finishing it (still unwritten) takes it off the row.
    await watch(who, first!, DONE);
    items = await progress.continueWatching(who.profile.id, 10);
    expect(items.map((i) => i.lesson.uuid)).toEqual([series.lessons[2]!.uuid]);
  });

  it('keeps progress per profile', async () => {
    const who = await member();
    const kid = await services.profiles.create(who.userId, { name: 'Kid' });
    await watch(who, first!, 4);
    expect(await progress.continueWatching(kid.id, 10)).toEqual([]);
    expect(await progress.resumeAt(kid.id, first!.id)).toBe(0);
  });
});

describe('myProgress', () => {
  it('splits classes into in progress (latest first, with the lesson to resume) and completed', async () => {
    const who = await member();
    for (const lesson of series.lessons) await watch(who, lesson, DONE);
    await watch(who, first!, DONE);
    await watch(who, second!, 8);
    await progress.flush();
    const view = await progress.myProgress(who.profile.id);
    expect(view.inProgress).toHaveLength(1);
    expect(view.inProgress[0]).toMatchObject({
      course: { uuid: course.uuid, title: course.title },
      completed: 1,
      total: 4,
      percent: 25,
      resume: {
        title: second!.title,
        positionSeconds: 8,
        path: `/classes/${course.slug}/chapters/${second!.slug}`,
      },
    });
    expect(view.completed.map((c) => [c.course.uuid, c.percent])).toEqual([[series.uuid, 100]]);
    expect(await progress.myProgress((await member()).profile.id)).toEqual({ inProgress: [], completed: [] });
  });
});

describe('campProgress (sessions: shared per subscription)', () => {
  it("counts a session's lessons finished by any profile of the account, for all of them", async () => {
    const camp = await buildCamp(db, {
      modules: [
        {
          title: 'Week one',
          activities: [
            { title: 'Watch', lessonId: first!.id },
            { title: 'Practise', task: 'Do it' },
          ],
        },
        { title: 'Week two', activities: [{ title: 'Watch more', lessonId: second!.id }] },
      ],
    });
    const who = await member();
    const kid = await services.profiles.create(who.userId, { name: 'Kid' });
    await watch({ userId: who.userId, profile: kid }, first!, DONE);
    const expected = new Map([[camp.id, { completed: 1, total: 2, percent: 50 }]]);
    expect(await progress.campProgress(who.userId, [camp.id])).toEqual(expected);
    await progress.flush();
    expect(await progress.campProgress(who.userId, [camp.id])).toEqual(expected);
    // Another account shares nothing.
    const stranger = await member();
    expect((await progress.campProgress(stranger.userId, [camp.id])).get(camp.id)?.completed).toBe(0);
  });
});
