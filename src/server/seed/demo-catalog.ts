import { creativeArticles } from './demo-articles-creative';
import { bakingArticles } from './demo-articles-food';
import { practicalArticles } from './demo-articles-practical';
import { weeknightArticles } from './demo-articles-recipes';
import { creativeCourses } from './demo-courses-creative';
import { moreCourses } from './demo-courses-more';
import { practicalCourses } from './demo-courses-practical';
import { businessScienceCurricula } from './demo-curricula-business-science';
import { designPhotoCurricula } from './demo-curricula-design-photo';
import { foodWritingCurricula } from './demo-curricula-food-writing';
import { homeCommunityCurricula } from './demo-curricula-home-community';
import { musicFilmCurricula } from './demo-curricula-music-film';
import { seriesCurricula } from './demo-curricula-series';
import { wellnessSportsCurricula } from './demo-curricula-wellness-sports';
import type {
  DemoArticle,
  DemoCategory,
  DemoCourse,
  DemoCurriculum,
  DemoInstructor,
  DemoStudentStory,
} from './demo-types';

export { demoCamps } from './demo-camps';
export {
  demoCollections,
  demoPieces,
} from './demo-collections';
export { demoFaqEntries } from './demo-faq';
export { demoOutcomes, demoSkills, SKILL_CATEGORY_NAMES } from './demo-outcomes-skills';
export { demoSubcategories } from './demo-subcategories';
export type { DemoCategory, DemoCourse, DemoInstructor, DemoStudentStory } from './demo-types';

/** The demo catalog: fictional instructors and classes for a fresh installation. */

export const demoCategories: readonly DemoCategory[] = [
  {
    slug: 'food-drink',
    name: 'Food & Drink',
    description: 'Cook, bake and taste with chefs who treat a home kitchen like a workshop.',
    position: 1,
    hue: 14,
  },
  {
    slug: 'writing',
    name: 'Writing',
    description: 'Find your voice on the page, from the first sentence to the finished manuscript.',
    position: 2,
    hue: 44,
  },
  {
    slug: 'music',
    name: 'Music',
    description: 'Write, sing and arrange songs with musicians who have spent their lives on stage.',
    position: 3,
    hue: 74,
  },
  {
    slug: 'film-tv',
    name: 'Film & TV',
    description: 'Learn how stories are shaped for the screen, from the writers room to the edit.',
    position: 4,
    hue: 104,
  },
  {
    slug: 'design-style',
    name: 'Design & Style',
    description: 'Train your eye for colour, pattern and type, and make things that look deliberate.',
    position: 5,
    hue: 134,
  },
  {
    slug: 'photography',
    name: 'Photography',
    description: 'See the light, read the street and make portraits that feel like the person.',
    position: 6,
    hue: 164,
  },
  {
    slug: 'business',
    name: 'Business',
    description: 'Start, price and grow something of your own with founders who have done it twice.',
    position: 7,
    hue: 194,
  },
  {
    slug: 'science-tech',
    name: 'Science & Tech',
    description: 'Understand how the world works, from the physics of a kettle to the edge of the sky.',
    position: 8,
    hue: 224,
  },
  {
    slug: 'wellness',
    name: 'Wellness',
    description: 'Build habits of strength, rest and attention that hold up over a lifetime.',
    position: 9,
    hue: 254,
  },
  {
    slug: 'sports-games',
    name: 'Sports & Games',
    description: 'Train like an athlete and think like a champion, on the road or at the board.',
    position: 10,
    hue: 284,
  },
  {
    slug: 'home-lifestyle',
    name: 'Home & Lifestyle',
    description: 'Grow, arrange and care for the places you live in, indoors and out.',
    position: 11,
    hue: 314,
  },
  {
    slug: 'community-government',
    name: 'Community & Government',
    description: 'Learn how decisions get made where you live, and how to take part in making them.',
    position: 12,
    hue: 344,
  },
];

export const demoInstructors: readonly DemoInstructor[] = [
  {
    slug: 'alma-reyes',
    name: 'Alma Reyes',
    headline: 'Chef-owner and master baker',
    bio: 'Alma Reyes opened her first bakery from a rented garage and turned it into one of the most talked-about restaurants on the coast. She cooks over wood, bakes with stone-milled flour and believes every dish should be repeatable on a Tuesday night.',
    hue: 5,
    isFeatured: true,
  },
  {
    slug: 'idris-calloway',
    name: 'Idris Calloway',
    headline: 'Novelist and screenwriter',
    bio: 'Idris Calloway has published seven novels and written for two long-running television dramas. He teaches structure the way a carpenter teaches joinery: plainly, with plenty of sawdust.',
    hue: 31,
    isFeatured: false,
  },
  {
    slug: 'noor-haddad',
    name: 'Noor Haddad',
    headline: 'Award-winning poet',
    bio: 'Noor Haddad is the author of four collections of poetry and a former national poetry laureate. She has led writing workshops in hospitals, prisons and primary schools for twenty years.',
    hue: 57,
    isFeatured: false,
  },
  {
    slug: 'sunniva-dahl',
    name: 'Sunniva Dahl',
    headline: 'Singer-songwriter and producer',
    bio: 'Sunniva Dahl wrote her first album in a fishing cabin and has since toured five continents with a four-piece band. She produces records for younger artists from a converted boathouse studio.',
    hue: 83,
    isFeatured: false,
  },
  {
    slug: 'reuben-castellano',
    name: 'Reuben Castellano',
    headline: 'Independent film director',
    bio: 'Reuben Castellano made his first feature for the price of a used car and won a festival jury prize with it. He has directed six films since, and still casts unknown actors whenever he can.',
    hue: 109,
    isFeatured: false,
  },
  {
    slug: 'hana-vesterlund',
    name: 'Hana Vesterlund',
    headline: 'Textile and interior designer',
    bio: 'Hana Vesterlund designs printed fabrics, wallpapers and the rooms they end up in. Her studio is known for fearless colour and for furniture that people actually sit on.',
    hue: 135,
    isFeatured: false,
  },
  {
    slug: 'tobias-fenn',
    name: 'Tobias Fenn',
    headline: 'Graphic designer and type founder',
    bio: 'Tobias Fenn has drawn typefaces for newspapers, museums and a national railway. He runs a small design studio and teaches that good layout is mostly good manners.',
    hue: 161,
    isFeatured: false,
  },
  {
    slug: 'ines-carvalho-brandt',
    name: 'Ines Carvalho-Brandt',
    headline: 'Documentary photographer',
    bio: 'Ines Carvalho-Brandt has photographed markets, harbours and city streets on four continents for magazines and museums. She shoots mostly with one lens and a great deal of patience.',
    hue: 187,
    isFeatured: false,
  },
  {
    slug: 'priya-ramanathan',
    name: 'Priya Ramanathan',
    headline: 'Founder of two profitable companies',
    bio: 'Priya Ramanathan built a logistics software company from a spare bedroom and sold it twelve years later, then started again with a furniture workshop. She advises small founders on pricing, hiring and knowing when to say no.',
    hue: 213,
    isFeatured: false,
  },
  {
    slug: 'ezra-lindqvist',
    name: 'Ezra Lindqvist',
    headline: 'Physicist and science communicator',
    bio: 'Ezra Lindqvist spent fifteen years studying how materials crack under stress before turning to public lectures. His evening talks on everyday physics have filled town halls and planetarium domes alike.',
    hue: 239,
    isFeatured: false,
  },
  {
    slug: 'kalani-brooks',
    name: 'Kalani Brooks',
    headline: 'Endurance coach and former ultramarathoner',
    bio: 'Kalani Brooks raced hundred-mile trail events for a decade and now coaches runners of every age and pace. Her programmes are built around one idea: the best training is the training you can keep doing.',
    hue: 265,
    isFeatured: false,
  },
  {
    slug: 'mirela-kostova',
    name: 'Mirela Kostova',
    headline: 'Chess grandmaster and coach',
    bio: 'Mirela Kostova earned the grandmaster title at nineteen and has coached three national junior champions. She is known for explaining complicated positions in plain, patient language.',
    hue: 291,
    isFeatured: false,
  },
  {
    slug: 'ottilie-marsh',
    name: 'Ottilie Marsh',
    headline: 'Head gardener and horticulturist',
    bio: 'Ottilie Marsh tends a two-acre walled kitchen garden that supplies a village school and three restaurants. She has been growing food since she could hold a trowel and killing houseplants for nearly as long.',
    hue: 317,
    isFeatured: false,
  },
  {
    slug: 'samuel-adeyemi-ross',
    name: 'Samuel Adeyemi-Ross',
    headline: 'Former three-term city mayor',
    bio: 'Samuel Adeyemi-Ross started out as a tenants association volunteer and went on to serve three terms as mayor of a mid-sized river city. He now trains community organisers and first-time council candidates.',
    hue: 343,
    isFeatured: false,
  },
  {
    slug: 'lucia-ferrante',
    name: 'Lucia Ferrante',
    headline: 'Coffee roaster and champion barista',
    bio: 'Lucia Ferrante won a national barista championship at twenty-four and now roasts for a small cooperative of cafés. She teaches that good coffee is mostly water, patience and a little arithmetic.',
    hue: 24,
    isFeatured: false,
  },
  {
    slug: 'rafael-quintero',
    name: 'Rafael Quintero',
    headline: 'Percussionist and session drummer',
    bio: 'Rafael Quintero has played drums on more than two hundred recordings and toured with orchestras, brass bands and a very loud folk group. He believes anyone who can walk can learn to keep time.',
    hue: 96,
    isFeatured: false,
  },
  {
    slug: 'wren-halloran',
    name: 'Wren Halloran',
    headline: 'Studio potter and ceramicist',
    bio: 'Wren Halloran throws tableware for restaurants from a former dairy on the edge of a market town. Her pots are meant to be used daily, dropped occasionally and mended without fuss.',
    hue: 330,
    isFeatured: false,
  },
];

/** The 36 original classes first (their slugs and uuids are stable), then the additions. */
export const demoCourses: readonly DemoCourse[] = [...creativeCourses, ...practicalCourses, ...moreCourses];

export const demoStudentStories: readonly DemoStudentStory[] = [
  {
    name: 'Maren Solberg',
    location: 'Bergen, Norway',
    quote:
      'I had killed three sourdough starters before this class. The fourth is two years old now and the whole street knows when I bake.',
    courseSlug: 'bread-from-first-principles',
    position: 1,
  },
  {
    name: 'Diego Ferraz',
    location: 'Porto, Portugal',
    quote:
      'Ines taught me to stand still on a corner and wait. My photos stopped looking like postcards and started looking like my city.',
    courseSlug: 'street-photography',
    position: 2,
  },
  {
    name: 'Aisha Rahman-Cole',
    location: 'Leeds, United Kingdom',
    quote:
      'I had forty thousand words and no idea what my book was about. The lesson on load-bearing scenes changed that in one evening.',
    courseSlug: 'architecture-of-a-novel',
    position: 3,
  },
  {
    name: 'Tomás Aguilar',
    location: 'Mexico City, Mexico',
    quote: 'I finished my first song the week I started the class, and I have finished eleven more since.',
    courseSlug: 'songwriting-from-the-kitchen-table',
    position: 4,
  },
  {
    name: 'Grace Ojo',
    location: 'Lagos, Nigeria',
    quote:
      'Priya talks about money the way nobody in my family ever did. I raised my prices the next morning and did not lose a single client.',
    courseSlug: 'building-a-company-that-lasts',
    position: 5,
  },
  {
    name: 'Ben Whitaker',
    location: 'Wellington, New Zealand',
    quote:
      'Our backyard fed us through most of last summer. My kids now argue about whose turn it is to pick the beans.',
    courseSlug: 'the-kitchen-garden',
    position: 6,
  },
];

/** What every course teaches, lesson by lesson (one entry per course, in any order). */
export const demoCurricula: readonly DemoCurriculum[] = [
  ...foodWritingCurricula,
  ...musicFilmCurricula,
  ...designPhotoCurricula,
  ...businessScienceCurricula,
  ...wellnessSportsCurricula,
  ...homeCommunityCurricula,
  ...seriesCurricula,
];

export const demoArticles: readonly DemoArticle[] = [
  ...bakingArticles,
  ...weeknightArticles,
  ...creativeArticles,
  ...practicalArticles,
];
