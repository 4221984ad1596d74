import type { ScopeOf } from '~/features/access/access.repository';
import { type AccessService, type GrantInForce, membershipFrom } from '~/features/access/access.service';
import { courseArtworkSubject } from '~/features/artwork/artwork.repository';
import { renderArtwork } from '~/features/artwork/artwork-svg';
import type { ArticlePage, ArticlesService } from '~/features/catalog/articles.service';
import {
  type CoursePage,
  type CoursePaths,
  type CoursesService,
  coursePageOf,
  type LessonPage,
  lessonPageOf,
} from '~/features/catalog/courses.service';
import { listAllProducts } from '~/features/commerce/commerce.repository';
import { findPlayable } from '~/features/media/media.repository';
import { playbackRefusal } from '~/features/media/media.service';
import { SUBSCRIPTION_GRANT } from '~/features/subscriptions/subscriptions.service';
import { isLockedBy, type PageWatch, type PreviewWatch } from '~/features/watch/watch.service';
import type { Clock } from '~/server/core/clock';
import { addMonths } from '~/server/core/dates';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { MEMBERSHIP_TERMS } from '~/shared/spec';
import { PREVIEW_ACCOUNT, PREVIEW_PATHS, PREVIEW_TEXTS, PREVIEW_VISITOR } from '~/shared/studio-preview';
import { liveArticleFields } from './article-authoring.repository';
import type { ArticleAuthoringService } from './article-authoring.service';
import type { AuthoringService, CatalogActor } from './authoring.service';
import { liveValues } from './class-publication';
import * as repo from './preview.repository';

/** Who a draft is shown to: a visitor, a signed-in account, or a member of one plan. */
export type PreviewViewpoint = { key: string; label: string };

/** The viewpoint as the page's calls to action and paywall see it (null: a visitor). */
export type PreviewViewer = { member: boolean } | null;

type Perspective = PreviewViewpoint & {
  signedIn: boolean;
  /** The grants in force this viewer would hold: a plan's purchase's, or none. */
  grants: (ScopeOf & GrantInForce)[];
};

export type Previewed<P> = {
  page: P;
  viewpoints: PreviewViewpoint[];
  viewpoint: PreviewViewpoint;
  viewer: PreviewViewer;
};

/**
 * The studio's preview of a draft (docs/decisions/0039-unpublishing-and-preview.md): the draft
 * document turned into the page a publication would make, through the rows a publication
 * writes (class-publication.ts `liveValues`, `liveArticleFields`) and the builders the public
 * pages use (`coursePageOf`, `lessonPageOf`, `articlePageOf`), shown to a chosen viewpoint
 * whose access comes from the ledger's own rules (`membershipFrom`, `wouldWatch`,
 * `playbackRefusal`) applied to the grants that viewpoint would hold. Reads only: nothing is
 * written, no playback token is signed. The draft's generated artwork is drawn from the draft
 * too (its title and hue), by the public artwork's own drawing.
 */
export function createPreviewService(deps: {
  db: Db;
  clock: Clock;
  access: AccessService;
  authoring: AuthoringService;
  articleAuthoring: ArticleAuthoringService;
  courses: CoursesService;
  articles: ArticlesService;
}) {
  const { db, clock, access, authoring, articleAuthoring, courses, articles } = deps;

  /** A visitor, a signed-in account without a membership, and a member of each plan on the books. */
  async function perspectives(): Promise<Perspective[]> {
    const products = (await listAllProducts(db)).filter(
      (product) => product.kind === 'membership' && product.archived_at === null,
    );
    const visitor = { key: PREVIEW_VISITOR, label: PREVIEW_TEXTS.visitor, signedIn: false, grants: [] };
    const account = { key: PREVIEW_ACCOUNT, label: PREVIEW_TEXTS.account, signedIn: true, grants: [] };
    return [
      visitor,
      account,
      ...products.map((product) => ({
        key: product.uuid,
        label: PREVIEW_TEXTS.member(product.plan_name, product.name),
        signedIn: true,
        // What buying the plan writes into the ledger (subscriptions.service.ts).
        grants: [
          {
            ...SUBSCRIPTION_GRANT,
            scope_ref_id: null,
            source_ref: null,
            organization_id: null,
            ends_at: addMonths(clock.now(), MEMBERSHIP_TERMS.periodMonths),
            course_uuid: null,
          },
        ],
      })),
    ];
  }

  async function framed<P>(
    key: string,
    page: (perspective: Perspective) => Promise<P>,
  ): Promise<Previewed<P>> {
    const all = await perspectives();
    const perspective = all.find((p) => p.key === key);
    if (!perspective) throw new DomainError('not_found');
    return {
      page: await page(perspective),
      viewpoints: all.map(({ key, label }) => ({ key, label })),
      viewpoint: { key: perspective.key, label: perspective.label },
      viewer: perspective.signedIn ? { member: membershipFrom(perspective.grants).activeAnnualPass } : null,
    };
  }

  /** The class's draft as the rows a publication would write now, with the live class's kept parts. */
  async function draftRows(actor: Pick<CatalogActor, 'ownInstructorId'>, uuid: string) {
    const { document } = await authoring.get(actor, uuid);
    const now = clock.now();
    const values = liveValues(document, now);
    const [live, instructor, category] = await Promise.all([
      repo.findCourseOfDraft(db, uuid),
      repo.findInstructor(db, document.instructor_id),
      repo.findCategory(db, document.category_id),
    ]);
    if (!instructor || !category) throw new DomainError('class_not_found');
    const lengths = live ? await repo.lessonLengths(db, live.id) : new Map<string, number>();
    const course = {
      ...values.course,
      id: live?.id ?? 0,
      uuid,
      is_mature: live?.is_mature ?? false,
      rating_tenths: live?.rating_tenths ?? null,
      ratings_count: live?.ratings_count ?? 0,
      duration_minutes: live?.duration_minutes ?? 0,
      instructor_slug: instructor.slug,
      instructor_name: instructor.name,
      instructor_headline: instructor.headline,
      instructor_bio: instructor.bio,
      instructor_hue: instructor.hue,
      category_slug: category.slug,
      category_name: category.name,
      subcategory_slug: live?.subcategory_slug ?? null,
      subcategory_name: live?.subcategory_name ?? null,
    };
    const lessons = values.lessons.map((lesson) => ({
      ...lesson,
      id: 0,
      duration_seconds: lengths.get(lesson.uuid) ?? 0,
    }));
    return { course, lessons, now };
  }

  /** Links inside a preview stay in the preview, from the same viewpoint. */
  const pathsFor = (uuid: string, viewpoint: string): CoursePaths => ({
    course: () => PREVIEW_PATHS.classPage(uuid, viewpoint),
    lesson: (_, lesson) => PREVIEW_PATHS.lessonPage(uuid, lesson.uuid, viewpoint),
  });

  /**
   * Where the video goes for this viewer, by the rule playback tokens follow, without signing
   * one: the paywall, nothing playable yet, or "would play" (nothing plays in a preview).
   */
  async function watchFor(
    perspective: Perspective,
    lesson: LessonPage['lesson'],
    courseId: number,
  ): Promise<PageWatch | PreviewWatch> {
    const stream = await findPlayable(db, lesson.uuid);
    const refusal = await playbackRefusal(
      { isPreview: lesson.isFree, hasStream: Boolean(stream?.asset_key) },
      {
        signedIn: perspective.signedIn,
        mayWatchClass: () => access.wouldWatch(perspective.grants, { courseId }),
      },
    );
    if (refusal === null) return { state: 'would_play' };
    return isLockedBy(refusal) ? { state: 'locked' } : { state: 'unavailable' };
  }

  return {
    /** The generated artwork of a class's draft, as publishing it would draw it (catalog:edit). */
    async classArtwork(actor: Pick<CatalogActor, 'ownInstructorId'>, uuid: string): Promise<string> {
      const { document } = await authoring.get(actor, uuid);
      const instructor = await repo.findInstructor(db, document.instructor_id);
      const subject = courseArtworkSubject({
        title: document.title.trim(),
        kind: document.kind,
        hue: document.hue,
        name: instructor?.name ?? '',
      });
      return renderArtwork('course', document.slug, subject);
    },

    /** The class page of the draft (catalog:edit; an instructor only their own class). */
    classPage: (actor: Pick<CatalogActor, 'ownInstructorId'>, uuid: string, viewpoint: string) =>
      framed<CoursePage>(viewpoint, async () => {
        const { course, lessons, now } = await draftRows(actor, uuid);
        const around = await courses.aroundCourse(course);
        return coursePageOf(course, lessons, around, now, pathsFor(uuid, viewpoint));
      }),

    /** One lesson's page of the draft, with where its video goes for the viewpoint. */
    lessonPage: (
      actor: Pick<CatalogActor, 'ownInstructorId'>,
      uuid: string,
      lessonUuid: string,
      viewpoint: string,
    ) =>
      framed<LessonPage & { watch: PageWatch | PreviewWatch }>(viewpoint, async (perspective) => {
        const { course, lessons, now } = await draftRows(actor, uuid);
        if (!lessons.some((lesson) => lesson.uuid === lessonUuid)) throw new DomainError('content_not_found');
        const page = lessonPageOf(course, lessons, lessonUuid, now, pathsFor(uuid, viewpoint));
        return { ...page, watch: await watchFor(perspective, page.lesson, course.id) };
      }),

    /** The article page of the draft (articles:edit). */
    articlePage: (uuid: string, viewpoint: string) =>
      framed<ArticlePage>(viewpoint, async () => {
        const { document } = await articleAuthoring.get(uuid);
        const [live, author, category] = await Promise.all([
          repo.findArticleOfDraft(db, uuid),
          repo.findInstructor(db, document.instructor_id ?? 0),
          repo.findCategory(db, document.category_id),
        ]);
        if (!category) throw new DomainError('article_not_found');
        const now = clock.now();
        const fields = liveArticleFields(
          { ...document, instructor_id: document.instructor_id ?? 0 },
          author?.name ?? '',
          now,
        );
        return articles.articlePageOf({
          ...fields,
          id: live?.id ?? 0,
          uuid,
          published_at: live?.published_at ?? now,
          rating_tenths: live?.rating_tenths ?? null,
          ratings_count: live?.ratings_count ?? 0,
          category_slug: category.slug,
          category_name: category.name,
          instructor_slug: author?.slug ?? null,
          instructor_name: author?.name ?? null,
        });
      }),
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
