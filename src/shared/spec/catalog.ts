/**
 * The catalogue (product.md 1, 2.2, 4, 5, 9; calls-and-errors.md 7.3): content pages, sessions,
 * the class quizzes and the home page's claims.
 */

/** Content pages (product.md 2.2, 4, 9): series cadence, episode and session states. */
export const CONTENT_TEXTS = {
  cadence: { pre_launch: 'Coming Soon', during_launch: 'Just Released', post_launch: 'Available Now' },
  comingSoon: 'Coming Soon',
  getNotified: 'Get Notified',
  joinWaitlist: 'Join the Waitlist',
  startNow: 'Start Now',
  enroll: 'Enroll',
  /** A member in a session they joined (ours: decisions/0019). */
  enrolled: "You're enrolled",
  enrolledSince: (date: string) => `You joined on ${date}.`,
  continueSession: 'Continue',
  sessionMembersOnly: 'Sessions come with the membership.',
  watchTrailer: 'Watch trailer',
  sessionPlatforms: 'Sessions are available on Android, Desktop and iOS.',
} as const;

/**
 * Joining a session (product.md 4; the spec names no call, so this v3 path is ours:
 * docs/decisions/0019-being-a-member.md). POST enrolls the signed-in member.
 */
export const SESSION_API = {
  enrollment: (campUuid: string) => `/api/v3/sessions/${campUuid}/enrollment`,
} as const;

export const QUIZ_SKIP_FLAG = 't';
/**
 * The query parameter carrying QUIZ_SKIP_FLAG (product.md 9; its name is not shown): the sign-up
 * call to action leads to the promotion page with it when a promotion is on (product.md 2.5).
 */
export const QUIZ_SKIP_PARAM = 'skip_quiz';

/**
 * The class quizzes (product.md 2.2, 5, 9): find-my-classes and the article's learning-goals
 * quiz both have 4 steps and these learning-time options. The one-option text is ours.
 */
export const QUIZ = {
  steps: 4,
  selectAtLeastOne: 'Please select at least one option to continue.',
  selectOne: 'Please select one option to continue.',
  learningTimes: [
    { value: '30_minutes_or_less', label: '30 minutes or less' },
    { value: '1_2_hours', label: '1-2 hours' },
    { value: 'more_than_2_hours', label: 'more than 2 hours' },
  ],
} as const;
export type LearningTime = (typeof QUIZ.learningTimes)[number]['value'];

/**
 * The home page's claims (product.md 1: thousands of lessons from the world's best, lessons
 * under 15 minutes, an average rating, an average class of about 20 lessons of about 10
 * minutes). Their numbers come from the catalog (features/catalog LibraryFacts), so a library
 * of 800 lessons does not claim thousands, nor a rating it does not have.
 */
export const MARKETING_CLAIMS = {
  lessons: 'lessons from the world’s best',
  minutesPerLesson: (minutes: number) => `${minutes} min`,
  lessonLength: 'an average lesson',
  rating: (average: number) => `${average.toFixed(1)} / 5`,
  ratingLabel: 'average rating',
  titles: 'classes, series and films',
  averageClass: (lessons: number, minutes: number) =>
    `An average class has about ${lessons} lessons of about ${minutes} minutes`,
} as const;
export const WATCH_ANYWHERE = 'Watch on your computer, TV, phone or tablet';
