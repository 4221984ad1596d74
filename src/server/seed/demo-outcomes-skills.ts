import type { DemoOutcome, DemoSkill } from './demo-types';

/** Outcomes (/outcomes/{slug}): what a member wants to be able to do, with the classes that get them there. */
export const demoOutcomes: readonly DemoOutcome[] = [
  {
    slug: 'cook-with-confidence',
    name: 'Cook with confidence',
    description: 'Read a recipe once, then put it away: bake, roast and brew by feel.',
    hue: 18,
    courseSlugs: [
      'the-weeknight-kitchen',
      'bread-from-first-principles',
      'cooking-with-fire',
      'coffee-at-home',
      'the-kitchen-garden',
    ],
  },
  {
    slug: 'finish-what-you-write',
    name: 'Finish what you write',
    description: 'Get from a blank page to a finished draft, and then make it better.',
    hue: 46,
    courseSlugs: [
      'architecture-of-a-novel',
      'dialogue-that-breathes',
      'memoir-and-the-personal-essay',
      'poetry-as-close-attention',
      'writing-for-television',
      'journaling-for-a-quieter-mind',
    ],
  },
  {
    slug: 'make-music-with-others',
    name: 'Make music with others',
    description: 'Sing, keep time and write songs you can play with friends.',
    hue: 80,
    courseSlugs: [
      'songwriting-from-the-kitchen-table',
      'singing-with-an-honest-voice',
      'rhythm-and-drumming',
      'arranging-for-small-bands',
    ],
  },
  {
    slug: 'see-like-a-photographer',
    name: 'See like a photographer',
    description: 'Notice light, colour and the moment, with any camera in your pocket.',
    hue: 170,
    courseSlugs: [
      'street-photography',
      'light-anywhere',
      'the-honest-portrait',
      'colour-for-the-fearful',
      'harbour-at-first-light',
    ],
  },
  {
    slug: 'start-something-of-your-own',
    name: 'Start something of your own',
    description: 'Turn an idea into a small business that pays its way.',
    hue: 196,
    courseSlugs: [
      'building-a-company-that-lasts',
      'a-brand-from-scratch',
      'negotiation-without-theatre',
      'leading-small-teams',
    ],
  },
  {
    slug: 'lead-with-clarity',
    name: 'Lead with clarity',
    description: 'Give clear direction, make fair decisions and speak so people listen.',
    hue: 214,
    courseSlugs: [
      'leading-small-teams',
      'negotiation-without-theatre',
      'speaking-to-a-room',
      'organising-your-neighbourhood',
      'building-a-company-that-lasts',
      'strategy-at-the-board',
    ],
  },
  {
    slug: 'feel-stronger-rest-better',
    name: 'Feel stronger, rest better',
    description: 'Habits of strength, sleep and calm that last for decades.',
    hue: 258,
    courseSlugs: [
      'strength-for-the-long-haul',
      'sleep-breath-and-recovery',
      'journaling-for-a-quieter-mind',
      'your-first-marathon',
    ],
  },
  {
    slug: 'make-a-home-you-love',
    name: 'Make a home you love',
    description: 'Rooms, plants and handmade things that feel like you.',
    hue: 318,
    courseSlugs: [
      'rooms-that-feel-like-you',
      'houseplants-without-heartbreak',
      'pottery-on-the-wheel',
      'pattern-and-textile',
      'colour-for-the-fearful',
      'the-kitchen-garden',
    ],
  },
];

const LEADERSHIP = 'leadership' as const;
const COMMUNICATION = 'communication' as const;
const CREATIVITY = 'creativity' as const;

export const SKILL_CATEGORY_NAMES = {
  leadership: 'Leadership',
  communication: 'Communication',
  creativity: 'Creativity',
} as const;

/** Business skills (/skills/{skillCategorySlug}), three categories of four. */
export const demoSkills: readonly DemoSkill[] = [
  {
    slug: 'leading-teams',
    name: 'Leading teams',
    categorySlug: LEADERSHIP,
    description: 'Hire, delegate and keep a team pulling in one direction.',
    courseSlugs: ['leading-small-teams', 'building-a-company-that-lasts', 'organising-your-neighbourhood'],
  },
  {
    slug: 'decision-making',
    name: 'Decision making',
    categorySlug: LEADERSHIP,
    description: 'Weigh options and uncertainty, then commit.',
    courseSlugs: ['thinking-in-probabilities', 'strategy-at-the-board', 'negotiation-without-theatre'],
  },
  {
    slug: 'strategic-thinking',
    name: 'Strategic thinking',
    categorySlug: LEADERSHIP,
    description: 'See several moves ahead and plan for them.',
    courseSlugs: ['strategy-at-the-board', 'chess-the-middlegame', 'how-local-government-works'],
  },
  {
    slug: 'resilience',
    name: 'Resilience',
    categorySlug: LEADERSHIP,
    description: 'Keep going through long projects and hard months.',
    courseSlugs: ['your-first-marathon', 'sleep-breath-and-recovery', 'journaling-for-a-quieter-mind'],
  },
  {
    slug: 'public-speaking',
    name: 'Public speaking',
    categorySlug: COMMUNICATION,
    description: 'Stand up in front of a room and be heard.',
    courseSlugs: ['speaking-to-a-room', 'organising-your-neighbourhood', 'directing-actors'],
  },
  {
    slug: 'negotiation',
    name: 'Negotiation',
    categorySlug: COMMUNICATION,
    description: 'Reach agreements both sides are glad to keep.',
    courseSlugs: ['negotiation-without-theatre', 'building-a-company-that-lasts'],
  },
  {
    slug: 'storytelling',
    name: 'Storytelling',
    categorySlug: COMMUNICATION,
    description: 'Shape facts and experience into stories people remember.',
    courseSlugs: [
      'architecture-of-a-novel',
      'memoir-and-the-personal-essay',
      'writing-for-television',
      'speaking-to-a-room',
    ],
  },
  {
    slug: 'clear-writing',
    name: 'Clear writing',
    categorySlug: COMMUNICATION,
    description: 'Write emails, reports and pages that get read.',
    courseSlugs: ['memoir-and-the-personal-essay', 'type-and-layout', 'dialogue-that-breathes'],
  },
  {
    slug: 'creative-confidence',
    name: 'Creative confidence',
    categorySlug: CREATIVITY,
    description: 'Start, share and finish creative work without waiting for permission.',
    courseSlugs: [
      'colour-for-the-fearful',
      'songwriting-from-the-kitchen-table',
      'poetry-as-close-attention',
    ],
  },
  {
    slug: 'visual-thinking',
    name: 'Visual thinking',
    categorySlug: CREATIVITY,
    description: 'Communicate with layout, colour and images.',
    courseSlugs: ['type-and-layout', 'a-brand-from-scratch', 'pattern-and-textile', 'street-photography'],
  },
  {
    slug: 'idea-generation',
    name: 'Idea generation',
    categorySlug: CREATIVITY,
    description: 'Catch ideas, test them cheaply and keep the good ones.',
    courseSlugs: [
      'songwriting-from-the-kitchen-table',
      'a-brand-from-scratch',
      'building-a-company-that-lasts',
    ],
  },
  {
    slug: 'creative-problem-solving',
    name: 'Creative problem solving',
    categorySlug: CREATIVITY,
    description: 'Do more with less and find the unexpected way through.',
    courseSlugs: ['the-low-budget-feature', 'physics-of-everyday-things', 'thinking-in-probabilities'],
  },
];
