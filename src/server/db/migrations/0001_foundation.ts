import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  await k
    .id(db.schema.createTable('users'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn('updated_at', k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();

  await k
    .id(db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', k.ref, (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', k.timestamp, (c) => c.notNull())
    .addColumn('expires_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await k
    .id(db.schema.createTable('jobs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload_json', k.json, (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('run_at', k.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('lease_expires_at', k.timestamp)
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addColumn('finished_at', k.timestamp)
    .execute();
  // The runner's two lookups: due pending jobs, and running jobs whose lease expired.
  await db.schema.createIndex('jobs_status_run_at').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema
    .createIndex('jobs_status_lease')
    .on('jobs')
    .columns(['status', 'lease_expires_at'])
    .execute();

  await k
    .id(db.schema.createTable('email_captures'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('email_captures_email_source', ['email', 'source'])
    .execute();

  await k
    .id(db.schema.createTable('categories'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('hue', 'integer', (c) => c.notNull())
    .execute();

  await k
    .id(db.schema.createTable('instructors'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('hue', 'integer', (c) => c.notNull())
    .addColumn('is_featured', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .execute();

  await k
    .id(db.schema.createTable('courses'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull())
    .addColumn('instructor_id', k.ref, (c) => c.notNull().references('instructors.id'))
    .addColumn('category_id', k.ref, (c) => c.notNull().references('categories.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('trending_rank', 'integer')
    .addColumn('lesson_count', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('hue', 'integer', (c) => c.notNull())
    .addColumn('released_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courses_category').on('courses').columns(['category_id', 'status']).execute();
  await db.schema.createIndex('courses_instructor').on('courses').column('instructor_id').execute();
  await db.schema.createIndex('courses_trending').on('courses').column('trending_rank').execute();
  await db.schema
    .createIndex('courses_status_released')
    .on('courses')
    .columns(['status', 'released_at'])
    .execute();

  await k
    .id(db.schema.createTable('student_stories'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('course_id', k.ref, (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'student_stories',
    'courses',
    'instructors',
    'categories',
    'email_captures',
    'jobs',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
