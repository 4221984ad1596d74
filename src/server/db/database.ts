import type { Kysely } from 'kysely';
import type { UsersTable } from '~/features/accounts/accounts.table';
import type {
  CategoriesTable,
  CoursesTable,
  InstructorsTable,
  StudentStoriesTable,
} from '~/features/catalog/catalog.table';
import type { EmailCapturesTable } from '~/features/growth/growth.table';
import type { SessionsTable } from '~/features/sessions/sessions.table';
import type { JobsTable } from '~/server/jobs/jobs.table';

/** Every table, by name. Each feature owns its table interfaces. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  jobs: JobsTable;
  email_captures: EmailCapturesTable;
  categories: CategoriesTable;
  instructors: InstructorsTable;
  courses: CoursesTable;
  student_stories: StudentStoriesTable;
}

/** A database handle or an open transaction: repositories take either. */
export type Db = Kysely<Database>;
