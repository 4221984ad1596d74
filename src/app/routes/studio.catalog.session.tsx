import { useState } from 'react';
import { data, Link } from 'react-router';
import { SessionEditor } from '~/app/components/studio/session-editor';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import type { EditorSessionDocument } from '~/app/lib/studio-api';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import type { SessionDocument } from '~/features/authoring/session-document';
import { isDomainError } from '~/server/core/domain-error';
import { campPath } from '~/shared/content';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog.session';
import { requireStudio } from './studio.server';

/** The document as the editor holds it: camelCased, as the browser's client answers the API. */
function editorDocument({ modules, ...fields }: SessionDocument): EditorSessionDocument {
  return {
    title: fields.title,
    slug: fields.slug,
    tagline: fields.tagline,
    description: fields.description,
    instructorId: fields.instructor_id,
    categoryId: fields.category_id,
    status: fields.status,
    opensAt: fields.opens_at,
    startsAt: fields.starts_at,
    endsAt: fields.ends_at,
    hue: fields.hue,
    modules: modules.map(({ tasks, ...module }) => ({
      ...module,
      tasks: tasks.map(({ due_at, lesson_uuid, ...task }) => ({
        ...task,
        dueAt: due_at,
        lessonUuid: lesson_uuid,
      })),
    })),
  };
}

/** One session (catalog:edit; an instructor only their own) with its modules and dated tasks. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'catalog:edit');
  const { sessionAuthoring, catalogRecords } = context.services;
  const ownInstructorId = ownInstructorOf(staff);
  try {
    const [found, uses, instructors, categories] = await Promise.all([
      sessionAuthoring.get({ ownInstructorId }, params.uuid),
      sessionAuthoring.usesOf({ ownInstructorId }, params.uuid),
      catalogRecords.listInstructors(),
      catalogRecords.listCategories(),
    ]);
    return {
      session: {
        uuid: found.uuid,
        version: found.version,
        updatedBy: found.updatedBy,
        updatedAt: found.updatedAt?.toISOString() ?? null,
        livePath: campPath(found.document.slug),
        document: editorDocument(found.document),
        lessons: found.lessons.map(({ uuid, title, class_title }) => ({
          uuid,
          title,
          classTitle: class_title,
        })),
      },
      uses,
      instructors: (ownInstructorId === null
        ? instructors
        : instructors.filter((row) => row.id === ownInstructorId)
      ).map(({ id, name }) => ({ id, name })),
      categories: categories.map(({ id, name }) => ({ id, name })),
    };
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.session.document.title ?? 'Session'} | Catalog | Studio` }];
}

export default function SessionEditorPage({ loaderData }: Route.ComponentProps) {
  const { session, uses, instructors, categories } = loaderData;
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <StudioPageHeader
        title={session.document.title || 'Untitled session'}
        lede={`Saved in place: visitors see each save at once.${session.updatedBy ? ` Last saved by ${session.updatedBy}.` : ''}`}
        actions={
          <>
            <Link className="button button-ghost" to={`${STUDIO_PATHS.catalog}#sessions`}>
              All sessions
            </Link>
            <a className="button button-ghost" href={session.livePath}>
              See it as a visitor
            </a>
          </>
        }
      />
      <p role="status" className="field-ok">
        {notice}
      </p>
      <StudioPanel id="session" title="Session">
        {/* A new version (saved, reloaded) starts the form again from it. */}
        <SessionEditor
          key={session.version}
          initial={session}
          instructors={instructors}
          categories={categories}
          uses={uses}
          onDone={setNotice}
        />
      </StudioPanel>
    </>
  );
}
