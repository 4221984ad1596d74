import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { PERSONAL_LIMITS } from '~/shared/spec';
import { type ContentRules, type Viewer, visibleTo } from './personal.content';
import { findLesson } from './personal.repository';
import * as repo from './surveys.repository';

export type SurveyView = {
  content_uuid: string;
  kind: 'lesson' | 'class';
  rating: number;
  comment: string | null;
  created_at: string;
  updated_at: string;
};

function checkedAnswer(rating: number, comment: string | undefined | null) {
  if (!Number.isInteger(rating) || rating < 1 || rating > PERSONAL_LIMITS.ratingMax)
    throw new DomainError('survey_rating_invalid', { field: 'rating' });
  const trimmed = comment?.trim() ?? '';
  if ([...trimmed].length > PERSONAL_LIMITS.surveyCommentLength)
    throw new DomainError('survey_comment_too_long', { field: 'comment' });
  return { rating, comment: trimmed || null };
}

/**
 * Surveys (calls-and-errors.md 7.7): a rating and optional comment after a lesson or a
 * class, one per profile and content, changed by answering again. Only someone who may
 * watch it can rate it.
 */
export function createSurveysService(deps: { db: Db; clock: Clock; content: ContentRules }) {
  const { db, clock, content } = deps;

  return {
    async save(
      viewer: Viewer,
      contentUuid: string,
      input: { rating: number; comment?: string | null | undefined },
    ): Promise<SurveyView> {
      let target: repo.SurveyTarget;
      let kind: SurveyView['kind'];
      const lesson = await findLesson(db, contentUuid);
      if (lesson) {
        if (!visibleTo(viewer, lesson)) throw new DomainError('content_not_found');
        await content.checkWatchable(viewer, lesson);
        target = { lessonId: lesson.id };
        kind = 'lesson';
      } else {
        const course = await content.course(viewer, contentUuid);
        if (!(await content.mayWatch(viewer, course.id, false))) throw new DomainError('no_permission');
        target = { courseId: course.id };
        kind = 'class';
      }
      const answer = checkedAnswer(input.rating, input.comment);
      const row = await repo.upsertSurvey(db, viewer.profileId, target, answer, clock.now());
      return {
        content_uuid: contentUuid,
        kind,
        rating: row.rating,
        comment: row.comment,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      };
    },
  };
}

export type SurveysService = ReturnType<typeof createSurveysService>;
