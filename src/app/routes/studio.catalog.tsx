import {
  CATEGORY_FIELDS,
  CategoryList,
  ClassList,
  INSTRUCTOR_FIELDS,
  InstructorList,
  SessionList,
} from '~/app/components/studio/catalog-lists';
import { CatalogRecordForm } from '~/app/components/studio/catalog-record-form';
import { CatalogNav } from '~/app/components/studio/catalog-record-list';
import { NewDraftForm } from '~/app/components/studio/new-draft-form';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { type CategoryFields, type InstructorFields, studioApi } from '~/app/lib/studio-api';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { can } from '~/features/staff/studio-access';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog';
import { requireStudio } from './studio.server';

/** The catalog (catalog:edit): classes with their state, instructors and categories. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'catalog:edit');
  const { authoring, catalogRecords, sessionAuthoring } = context.services;
  const ownInstructorId = ownInstructorOf(staff);
  const [classes, sessions, instructors, categories] = await Promise.all([
    authoring.overview({ ownInstructorId }),
    sessionAuthoring.list({ ownInstructorId }),
    catalogRecords.listInstructors(),
    catalogRecords.listCategories(),
  ]);
  return {
    classes: classes.map((row) => ({
      ...row,
      publishAt: row.publishAt?.toISOString() ?? null,
      unpublishAt: row.unpublishAt?.toISOString() ?? null,
      unpublishedAt: row.unpublishedAt?.toISOString() ?? null,
    })),
    sessions: sessions.map((row) => ({
      uuid: row.uuid,
      title: row.title,
      status: row.status,
      startsAt: row.starts_at.toISOString(),
      instructorName: row.instructor_name,
      moduleCount: Number(row.module_count ?? 0),
    })),
    // An instructor starts classes only as themselves, and does not edit the shared records.
    instructors:
      ownInstructorId === null ? instructors : instructors.filter((row) => row.id === ownInstructorId),
    categories,
    editsShared: ownInstructorId === null,
    transfers: can(staff, 'catalog:transfer'),
  };
}

export function meta() {
  return [{ title: 'Catalog | Studio' }];
}

const NEW_INSTRUCTOR = { name: '', slug: '', headline: '', bio: '', hue: 200 };
const NEW_CATEGORY = { name: '', slug: '', description: '', hue: 120 };

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const { classes, sessions, instructors, categories, editsShared, transfers } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Catalog"
        lede="Classes are edited as drafts: visitors see a class once it is published. Every change is in the audit log."
        actions={
          transfers ? (
            <a className="button button-ghost" href={STUDIO_PATHS.catalogTransfer}>
              Export and import
            </a>
          ) : null
        }
      />
      <CatalogNav current={STUDIO_PATHS.catalog} />
      <StudioPanel id="new-class" title="Start a class">
        <NewDraftForm kind="class" instructors={instructors} categories={categories} />
      </StudioPanel>
      <StudioPanel id="classes" title={`Classes (${classes.length})`}>
        <ClassList classes={classes} />
      </StudioPanel>
      <StudioPanel
        id="sessions"
        title={`Sessions (${sessions.length})`}
        description="Sessions are saved in place: a new one is on /sessions at once, coming soon with a waitlist."
      >
        <details className="studio-disclosure">
          <summary>Start a session</summary>
          <NewDraftForm kind="session" instructors={instructors} categories={categories} />
        </details>
        <SessionList sessions={sessions} />
      </StudioPanel>
      {editsShared ? (
        <>
          <StudioPanel id="instructors" title={`Instructors (${instructors.length})`}>
            <details className="studio-disclosure">
              <summary>Add an instructor</summary>
              <CatalogRecordForm
                fields={INSTRUCTOR_FIELDS}
                initial={NEW_INSTRUCTOR}
                submitLabel="Add instructor"
                doneText="Instructor added."
                onSubmit={(values) => studioApi.createInstructor(values as unknown as InstructorFields)}
              />
            </details>
            <InstructorList instructors={instructors} />
          </StudioPanel>
          <StudioPanel
            id="categories"
            title={`Categories (${categories.length})`}
            description="A category still used by classes, sessions or articles cannot be deleted: the list says which."
          >
            <details className="studio-disclosure">
              <summary>Add a category</summary>
              <CatalogRecordForm
                fields={CATEGORY_FIELDS}
                initial={NEW_CATEGORY}
                submitLabel="Add category"
                doneText="Category added."
                onSubmit={(values) => studioApi.createCategory(values as unknown as CategoryFields)}
              />
            </details>
            <CategoryList categories={categories} />
          </StudioPanel>
        </>
      ) : null}
    </>
  );
}
