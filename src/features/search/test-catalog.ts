import type { Db } from '~/server/db/database';

/**
 * A small catalog for the search, page and sitemap tests: one of every kind of content,
 * with words the tests look for. Independent of the demo seed, which changes with the demo.
 */
export async function insertTestCatalog(db: Db, now = new Date('2026-01-15T12:00:00.000Z')) {
  const day = 24 * 60 * 60 * 1000;
  const [food, photo] = await db
    .insertInto('categories')
    .values([
      { slug: 'food-drink', name: 'Food & Drink', description: 'Cook.', position: 1, hue: 10 },
      { slug: 'photography', name: 'Photography', description: 'See.', position: 2, hue: 160 },
    ])
    .returning(['id'])
    .execute();
  const [alma, ines, nobody] = await db
    .insertInto('instructors')
    .values([
      { slug: 'alma-reyes', name: 'Alma Reyes', headline: 'Baker', bio: 'Runs a bakery.', hue: 1 },
      { slug: 'ines-carvalho', name: 'Ines Carvalho', headline: 'Photographer', bio: 'Streets.', hue: 2 },
      { slug: 'new-instructor', name: 'Wren Okafor', headline: 'Coming soon', bio: 'Soon.', hue: 3 },
    ])
    .returning(['id'])
    .execute();
  const [subcategory] = await db
    .insertInto('subcategories')
    .values({ slug: 'baking', category_id: food!.id, name: 'Baking', description: 'Bake.', position: 1 })
    .returning('id')
    .execute();
  const course = (
    slug: string,
    title: string,
    kind: 'class' | 'series' | 'documentary',
    instructor: number,
    category: number,
    extra: {
      tagline?: string;
      description?: string;
      released?: Date;
      status?: 'available' | 'coming_soon';
    } = {},
  ) => ({
    uuid: `course-${slug}`,
    slug,
    title,
    tagline: extra.tagline ?? 'A class for tests.',
    description: extra.description ?? '',
    instructor_id: instructor,
    category_id: category,
    subcategory_id: category === food!.id ? subcategory!.id : null,
    status: extra.status ?? 'available',
    trending_rank: null,
    lesson_count: 3,
    duration_minutes: 60,
    hue: 5,
    released_at: extra.released ?? new Date(now.getTime() - 30 * day),
    kind,
  });
  const [sourdough, street, series, documentary] = await db
    .insertInto('courses')
    .values([
      course('sourdough-at-home', 'Alma Reyes Teaches Sourdough at Home', 'class', alma!.id, food!.id, {
        tagline: 'Flour, water, salt and time.',
        description: 'Build a starter, then bake a loaf a week.',
      }),
      course('street-photography', 'Ines Carvalho Teaches Street Photography', 'class', ines!.id, photo!.id, {
        tagline: 'Read the street and wait for the picture.',
      }),
      course('kitchen-stories', 'Kitchen Stories', 'series', alma!.id, food!.id, {
        tagline: 'Bakers at work, one episode a week.',
      }),
      course('the-last-harvest', 'The Last Harvest', 'documentary', ines!.id, photo!.id, {
        tagline: 'A year on a farm, photographed.',
        status: 'coming_soon',
        released: new Date(now.getTime() + 30 * day),
      }),
    ])
    .returning(['id'])
    .execute();
  const lesson = (course: number, slug: string, number: number, title: string, role = 'lesson') => ({
    uuid: `lesson-${course}-${slug}`,
    course_id: course,
    slug,
    number,
    title,
    description: `${title}, step by step.`,
    duration_seconds: 600,
    role: role as 'lesson' | 'trailer' | 'sample',
    released_at: new Date(now.getTime() - 10 * day),
  });
  await db
    .insertInto('lessons')
    .values([
      lesson(sourdough!.id, 'trailer', 0, 'Trailer', 'trailer'),
      lesson(sourdough!.id, 'feeding-the-starter', 1, 'Feeding the starter', 'sample'),
      lesson(sourdough!.id, 'shaping-a-loaf', 2, 'Shaping a loaf'),
      lesson(street!.id, 'the-decisive-moment', 1, 'The decisive moment'),
      lesson(series!.id, 'the-night-bakers', 1, 'The night bakers'),
      lesson(documentary!.id, 'spring', 1, 'Spring'),
    ])
    .execute();
  await db
    .insertInto('articles')
    .values({
      uuid: 'article-1',
      slug: 'why-sourdough-rises',
      title: 'Why Sourdough Rises',
      summary: 'The chemistry of a slow loaf.',
      category_id: food!.id,
      author_name: 'Alma Reyes',
      instructor_id: alma!.id,
      body_json: JSON.stringify([{ heading: 'Wild yeast', paragraphs: ['Fermentation takes its time.'] }]),
      read_minutes: 4,
      hue: 20,
      published_at: new Date(now.getTime() - 5 * day),
      last_updated_at: new Date(now.getTime() - 2 * day),
    })
    .execute();
  await db
    .insertInto('camps')
    .values({
      uuid: 'camp-1',
      slug: 'bread-camp',
      title: 'Bread Camp',
      tagline: 'Six weeks of bread.',
      description: 'Bake with others.',
      instructor_id: alma!.id,
      category_id: food!.id,
      status: 'open',
      starts_at: now,
      weeks: 6,
      hue: 30,
    })
    .execute();
  await db
    .insertInto('outcomes')
    .values({ slug: 'eat-better', name: 'Eat better', description: '.', hue: 1 })
    .execute();
  await db
    .insertInto('collections')
    .values([
      {
        uuid: 'c-1',
        kind: 'program',
        slug: 'baking-program',
        title: 'Baking',
        description: '.',
        hue: 1,
        is_published: true,
      },
      {
        uuid: 'c-2',
        kind: 'package',
        slug: 'kitchen-package',
        title: 'Kitchen',
        description: '.',
        hue: 1,
        is_published: true,
      },
      {
        uuid: 'c-3',
        kind: 'project',
        slug: 'photo-project',
        title: 'Photo',
        description: '.',
        hue: 1,
        is_published: true,
      },
      {
        uuid: 'c-4',
        kind: 'playlist',
        slug: 'staff-picks',
        title: 'Picks',
        description: '.',
        hue: 1,
        is_published: true,
      },
      {
        uuid: 'c-5',
        kind: 'program',
        slug: 'draft-program',
        title: 'Draft',
        description: '.',
        hue: 1,
        is_published: false,
      },
    ])
    .execute();
  await db
    .insertInto('ten_minute_pieces')
    .values({
      uuid: 't-1',
      slug: 'ten-minute-focaccia',
      title: 'Ten-minute focaccia',
      description: '.',
      instructor_id: alma!.id,
      category_id: food!.id,
      duration_seconds: 600,
      hue: 1,
    })
    .execute();
  return { nobody: nobody! };
}
