/**
 * Card views shared by the catalog's services (article cards, quiz classes): plain,
 * serialisable objects for the pages, mapped from repository rows.
 */
import type { ArticleCardRow } from './articles.repository';
import { type CourseCard, toCard } from './catalog.service';
import type { QuizCandidateRow } from './discovery.repository';

export type ArticleCard = {
  uuid: string;
  slug: string;
  title: string;
  summary: string;
  authorName: string;
  readMinutes: number;
  hue: number;
  publishedAt: string;
  lastUpdatedAt: string;
  category: { slug: string; name: string };
};

export function toArticleCard(row: ArticleCardRow): ArticleCard {
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    authorName: row.author_name,
    readMinutes: row.read_minutes,
    hue: row.hue,
    publishedAt: row.published_at.toISOString(),
    lastUpdatedAt: row.last_updated_at.toISOString(),
    category: { slug: row.category_slug, name: row.category_name },
  };
}

/** A class a quiz may recommend, with what the quiz matches on. */
export type QuizClass = CourseCard & {
  subcategory: { slug: string; name: string } | null;
  skillLevel: string;
};

export function toQuizClass(row: QuizCandidateRow): QuizClass {
  return {
    ...toCard(row),
    subcategory:
      row.subcategory_slug && row.subcategory_name
        ? { slug: row.subcategory_slug, name: row.subcategory_name }
        : null,
    skillLevel: row.skill_level,
  };
}
