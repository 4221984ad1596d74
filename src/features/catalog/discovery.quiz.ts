/**
 * The class quizzes' options and ranking (product.md 2.2, 5, 9): the find-my-classes quiz
 * (motivation, category, subtopic, learning time) and an article's learning-goals quiz
 * (goals, experience, topics, learning time). Browser-safe: no Node modules, no zod; the
 * server ranks find-my-classes results with it and the article quiz ranks in the browser.
 */
import { type LearningTime, QUIZ } from '~/shared/spec';

export type QuizOption<V extends string = string> = { value: V; label: string };

/** Why someone is here (find-my-classes step 1, the article quiz's goals). The spec lists none: ours. */
export const MOTIVATIONS = [
  { value: 'learn_a_skill', label: 'Learn a new skill' },
  { value: 'get_inspired', label: 'Get inspired by the best' },
  { value: 'grow_my_career', label: 'Grow my career' },
  { value: 'start_a_project', label: 'Start a creative project' },
  { value: 'unwind', label: 'Have fun and unwind' },
] as const satisfies readonly QuizOption[];
export type Motivation = (typeof MOTIVATIONS)[number]['value'];

/** The article quiz's experience step: matched against a class's skill level. */
export const EXPERIENCE_LEVELS = [
  { value: 'beginner', label: 'I am just starting out' },
  { value: 'intermediate', label: 'I know the basics' },
  { value: 'advanced', label: 'I have years of practice' },
] as const satisfies readonly QuizOption[];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['value'];

export const LEARNING_TIMES: readonly QuizOption<LearningTime>[] = QUIZ.learningTimes;

export function isLearningTime(value: string): value is LearningTime {
  return LEARNING_TIMES.some((option) => option.value === value);
}

/** Keeps the values that are options, once each, in the order given. */
export function knownValues<V extends string>(
  values: readonly string[],
  options: readonly QuizOption<V>[],
): V[] {
  const allowed = new Set<string>(options.map((option) => option.value));
  return [...new Set(values)].filter((value): value is V => allowed.has(value));
}

export type RankedClass = {
  durationMinutes: number;
  trendingRank: number | null;
  skillLevel?: string;
};

/**
 * Learning time is how long someone means to spend; the classes that fit come first:
 * 30 minutes or less puts the shortest classes first, more than 2 hours the longest, and
 * 1-2 hours those nearest the middle of the candidates. Ties go to the most watched.
 */
export function rankByLearningTime<T extends RankedClass>(
  classes: readonly T[],
  time: LearningTime,
  level?: ExperienceLevel,
): T[] {
  const durations = classes.map((c) => c.durationMinutes).sort((a, b) => a - b);
  const middle = durations.length ? durations[Math.floor(durations.length / 2)]! : 0;
  const misfit = (c: T) =>
    time === '30_minutes_or_less'
      ? c.durationMinutes
      : time === 'more_than_2_hours'
        ? -c.durationMinutes
        : Math.abs(c.durationMinutes - middle);
  const levelMiss = (c: T) =>
    level && c.skillLevel && c.skillLevel !== 'all' && c.skillLevel !== level ? 1 : 0;
  return [...classes].sort(
    (a, b) =>
      levelMiss(a) - levelMiss(b) ||
      misfit(a) - misfit(b) ||
      (a.trendingRank ?? Number.MAX_SAFE_INTEGER) - (b.trendingRank ?? Number.MAX_SAFE_INTEGER),
  );
}

/** The steps of find-my-classes, in order (product.md 2.2: then the results). */
export const FIND_MY_CLASSES_STEPS = ['motivation', 'category', 'subtopic', 'time'] as const;
export type FindMyClassesStep = (typeof FIND_MY_CLASSES_STEPS)[number];

/** The answers as they travel in the query string (the results page is server-rendered from them). */
export type FindMyClassesAnswers = {
  motivation: string[];
  category: string[];
  subtopic: string[];
  time: string[];
};

export function readAnswers(params: URLSearchParams): FindMyClassesAnswers {
  return {
    motivation: params.getAll('motivation'),
    category: params.getAll('category'),
    subtopic: params.getAll('subtopic'),
    time: params.getAll('time'),
  };
}

/** The query string of some answers, for links between steps and to the results. */
export function answersQuery(
  answers: Partial<FindMyClassesAnswers>,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  for (const key of FIND_MY_CLASSES_STEPS) for (const value of answers[key] ?? []) params.append(key, value);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}
