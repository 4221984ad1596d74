import type { DemoCamp } from './demo-types';

/** Sessions (/sessions/classes/{campSlug}): one open now, one coming soon with a waitlist. */
export const demoCamps: readonly DemoCamp[] = [
  {
    slug: 'a-short-story-in-six-weeks',
    title: 'Write a Short Story in Six Weeks',
    tagline: 'A guided session with Idris Calloway: one story, from first idea to final draft.',
    description:
      'Over six weeks Idris Calloway guides a cohort of writers through a complete short story. Each week pairs a few lessons from his classes with a focused task, and you share your pages with the group for feedback. By the end you will have a finished, revised story and a routine that can carry you through the next one.',
    instructorSlug: 'idris-calloway',
    categorySlug: 'writing',
    status: 'open',
    startsOffsetDays: -7,
    weeks: 6,
    hue: 42,
    modules: [
      {
        title: 'Week 1: Finding the story',
        description: 'Collect ideas, choose one and name the question it asks.',
        activities: [
          { lesson: ['architecture-of-a-novel', 1] },
          { lesson: ['architecture-of-a-novel', 3] },
          {
            task: 'Ten ideas in ten minutes',
            description:
              'List ten story ideas without judging them, then circle the one you cannot stop thinking about.',
          },
          {
            task: 'Introduce your story',
            description: 'Post a two-sentence pitch of your story to the group and read three others.',
          },
        ],
      },
      {
        title: 'Week 2: People who want things',
        description: 'Build a main character whose wants drive the story.',
        activities: [
          { lesson: ['architecture-of-a-novel', 4] },
          { lesson: ['dialogue-that-breathes', 3] },
          {
            task: 'A character on one page',
            description:
              'Write a page about your main character: what they want, what they fear and what they hide.',
          },
        ],
      },
      {
        title: 'Week 3: The opening',
        description: 'Start in motion and make promises the story will keep.',
        activities: [
          { lesson: ['architecture-of-a-novel', 5] },
          { lesson: ['architecture-of-a-novel', 6] },
          { lesson: ['architecture-of-a-novel', 7] },
          {
            task: 'Draft the first scene',
            description: 'Write the opening scene in under a thousand words and share it for feedback.',
          },
        ],
      },
      {
        title: 'Week 4: Scenes that talk',
        description: 'Write dialogue with subtext and cut what the reader does not need.',
        activities: [
          { lesson: ['dialogue-that-breathes', 4] },
          { lesson: ['dialogue-that-breathes', 6] },
          {
            task: 'The argument scene',
            description:
              'Write the scene where two characters disagree about the thing the story is really about.',
          },
          {
            task: 'Give feedback',
            description: 'Read two classmates’ scenes and leave one note on what works and one question.',
          },
        ],
      },
      {
        title: 'Week 5: The ending',
        description: 'Pay the story’s debts and land the last image.',
        activities: [
          { lesson: ['architecture-of-a-novel', 15] },
          { lesson: ['architecture-of-a-novel', 17] },
          {
            task: 'Finish the draft',
            description: 'Write through to the end, however rough, and post your word count to the group.',
          },
        ],
      },
      {
        title: 'Week 6: Revision',
        description: 'Read your draft like a stranger and make it better.',
        activities: [
          { lesson: ['architecture-of-a-novel', 19] },
          { lesson: ['architecture-of-a-novel', 20] },
          { lesson: ['dialogue-that-breathes', 16] },
          {
            task: 'Share your final story',
            description: 'Post your revised story with a note on the biggest change you made.',
          },
        ],
      },
    ],
  },
  {
    slug: 'bread-school',
    title: 'Bread School: Eight Weeks of Loaves',
    tagline: 'Bake along with Alma Reyes and a cohort of home bakers, one loaf a week.',
    description:
      'Bread School is an eight-week session in which Alma Reyes takes a group of home bakers from a new starter to a confident weekly bake. Each module sets a loaf to bake, the lessons that explain it and a photo of your crumb to share, and Alma answers questions from the group every week. Join the waitlist to hear when enrolment opens.',
    instructorSlug: 'alma-reyes',
    categorySlug: 'food-drink',
    status: 'coming_soon',
    startsOffsetDays: 45,
    weeks: 8,
    hue: 10,
    modules: [
      {
        title: 'A starter of your own',
        description: 'Begin a sourdough starter and learn to read it.',
        activities: [
          { lesson: ['bread-from-first-principles', 2] },
          { lesson: ['bread-from-first-principles', 3] },
          { lesson: ['bread-from-first-principles', 4] },
          {
            task: 'Starter diary',
            description: 'Photograph your starter every morning for a week and note its smell and rise.',
          },
        ],
      },
      {
        title: 'The first country loaf',
        description: 'Mix, fold, shape and bake your first loaf.',
        activities: [
          { lesson: ['bread-from-first-principles', 5] },
          { lesson: ['bread-from-first-principles', 6] },
          { lesson: ['bread-from-first-principles', 9] },
          { lesson: ['bread-from-first-principles', 12] },
          {
            task: 'Share your crumb',
            description: 'Cut your loaf once it has cooled and post a photo of the crumb to the group.',
          },
        ],
      },
      {
        title: 'Reading the dough',
        description: 'Judge fermentation by eye and hand instead of the clock.',
        activities: [
          { lesson: ['bread-from-first-principles', 7] },
          { lesson: ['bread-from-first-principles', 10] },
          { lesson: ['bread-from-first-principles', 21] },
          {
            task: 'Two loaves, two proofs',
            description:
              'Bake one loaf proofed overnight and one the same day, and compare them side by side.',
          },
        ],
      },
      {
        title: 'Whole grains and rye',
        description: 'Work with thirstier flours and denser doughs.',
        activities: [
          { lesson: ['bread-from-first-principles', 14] },
          { lesson: ['bread-from-first-principles', 15] },
          {
            task: 'A rye for the week',
            description:
              'Bake a rye loaf and slice it over the following days; note how the flavour changes.',
          },
        ],
      },
      {
        title: 'Your house loaf',
        description: 'Plan a loaf that fits your week, and keep baking it.',
        activities: [
          { lesson: ['bread-from-first-principles', 23] },
          { lesson: ['bread-from-first-principles', 24] },
          {
            task: 'Your house loaf',
            description: 'Write down your recipe and schedule, bake it twice and share what you changed.',
          },
        ],
      },
    ],
  },
];
