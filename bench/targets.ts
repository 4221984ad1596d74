import type { Db } from '~/server/db/database';
import { coursePath, lessonPath } from '~/shared/content';

/** Real pages of the seeded catalog: a class with a released lesson, a category, an article. */
export async function benchTargets(db: Db) {
  const lesson = await db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['courses.slug as courseSlug', 'courses.uuid as courseUuid', 'lessons.slug as lessonSlug'])
    .where('courses.kind', '=', 'class')
    .where('lessons.role', '=', 'lesson')
    .orderBy('courses.id')
    .orderBy('lessons.id')
    .executeTakeFirstOrThrow();
  const category = await db.selectFrom('categories').select('slug').orderBy('id').executeTakeFirstOrThrow();
  const article = await db.selectFrom('articles').select('slug').orderBy('id').executeTakeFirstOrThrow();
  return {
    courseUuid: lesson.courseUuid,
    course: coursePath('class', lesson.courseSlug),
    lesson: lessonPath('class', lesson.courseSlug, lesson.lessonSlug),
    category: `/categories/${category.slug}`,
    article: `/articles/${article.slug}`,
  };
}
