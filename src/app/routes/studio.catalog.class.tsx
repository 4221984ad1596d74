import { useState } from 'react';
import { data, Link } from 'react-router';
import { DraftSchedule, DraftStateBadge } from '~/app/components/studio/catalog-lists';
import { ClassEditor } from '~/app/components/studio/class-editor';
import { LessonVideos } from '~/app/components/studio/lesson-media/lesson-videos';
import { RevisionList } from '~/app/components/studio/revision-list';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { UnpublishControls } from '~/app/components/studio/unpublish-controls';
import { type EditorClass, studioApi } from '~/app/lib/studio-api';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { can } from '~/features/staff/studio-access';
import { isDomainError } from '~/server/core/domain-error';
import { coursePath } from '~/shared/content';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog.class';
import { requireStudio } from './studio.server';

/** One class's draft (catalog:edit; an instructor only their own), its publication and revisions. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'catalog:edit');
  const { authoring, catalogRecords, lessonMedia } = context.services;
  const ownInstructorId = ownInstructorOf(staff);
  try {
    const [found, revisions, instructors, categories, skills, lessonVideos] = await Promise.all([
      authoring.get({ ownInstructorId }, params.uuid),
      authoring.revisions({ ownInstructorId }, params.uuid),
      catalogRecords.listInstructors(),
      catalogRecords.listCategories(),
      catalogRecords.listSkills(),
      can(staff, 'media:upload')
        ? lessonMedia.lessonsOf({ instructorId: ownInstructorId }, params.uuid)
        : null,
    ]);
    const { document } = found;
    const editorClass: EditorClass = {
      uuid: found.uuid,
      version: found.version,
      state: found.state,
      publishAt: found.publishAt?.toISOString() ?? null,
      unpublishAt: found.unpublishAt?.toISOString() ?? null,
      unpublishedAt: found.unpublishedAt?.toISOString() ?? null,
      updatedBy: found.updatedBy,
      updatedAt: found.updatedAt?.toISOString() ?? null,
      livePath: found.liveSlug ? coursePath(document.kind, found.liveSlug) : null,
      document: {
        kind: document.kind,
        title: document.title,
        slug: document.slug,
        tagline: document.tagline,
        description: document.description,
        instructorId: document.instructor_id,
        categoryId: document.category_id,
        skillIds: document.skill_ids,
        skillLevel: document.skill_level,
        releasedOn: document.released_on,
        hue: document.hue,
        launchState: document.launch_state,
        chapters: document.chapters.map((chapter) => ({
          title: chapter.title,
          lessons: chapter.lessons.map(({ released_on, ...lesson }) => ({
            ...lesson,
            releasedOn: released_on,
          })),
        })),
      },
    };
    return {
      class: editorClass,
      revisions: revisions.map((row) => ({
        id: row.id,
        title: row.document_json.title,
        publishedBy: row.published_by_label,
        publishedAt: row.published_at.toISOString(),
        detail: `${row.document_json.chapters.reduce((n, chapter) => n + chapter.lessons.length, 0)} lessons`,
      })),
      instructors: (ownInstructorId === null
        ? instructors
        : instructors.filter((row) => row.id === ownInstructorId)
      ).map(({ id, name }) => ({ id, name })),
      categories: categories.map(({ id, name }) => ({ id, name })),
      skills,
      canPublish: can(staff, 'catalog:publish'),
      lessonVideos,
    };
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.class.document.title ?? 'Class'} | Catalog | Studio` }];
}

export default function ClassEditorPage({ loaderData }: Route.ComponentProps) {
  const { class: editing, revisions, instructors, categories, skills, canPublish, lessonVideos } = loaderData;
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <StudioPageHeader
        title={editing.document.title || 'Untitled class'}
        lede={
          <>
            <DraftStateBadge state={editing.state} /> <DraftSchedule times={editing} />{' '}
            {editing.updatedBy ? `Last saved by ${editing.updatedBy}.` : null}
          </>
        }
        actions={
          <>
            <Link className="button button-ghost" to={STUDIO_PATHS.catalog}>
              All classes
            </Link>
            {editing.livePath && editing.state !== 'unpublished' ? (
              <a className="button button-ghost" href={editing.livePath}>
                See it as a visitor
              </a>
            ) : null}
          </>
        }
      />
      <p role="status" className="field-ok">
        {notice}
      </p>
      <StudioPanel id="draft" title="Draft">
        {/* A new version (saved, published, reloaded) starts the form again from it. */}
        <ClassEditor
          key={editing.version}
          initial={editing}
          instructors={instructors}
          categories={categories}
          skills={skills}
          canPublish={canPublish}
          onDone={setNotice}
        />
      </StudioPanel>
      {lessonVideos ? (
        <StudioPanel
          id="lesson-videos"
          title="Videos and captions"
          description="Each published lesson’s video, captions and transcript. A lesson added to the draft is listed here once the class is published."
        >
          <LessonVideos lessons={lessonVideos} />
        </StudioPanel>
      ) : null}
      {canPublish && editing.state !== 'draft' ? (
        <StudioPanel
          id="on-the-site"
          title="On the site"
          description="Unpublishing hides the class from visitors, lists, search and the sitemap; members keep their access, progress and notes."
        >
          <UnpublishControls
            key={editing.version}
            initial={editing}
            noun="class"
            unpublish={(at) => studioApi.unpublishClass(editing.uuid, editing.version, at)}
            cancel={() => studioApi.cancelUnpublication(editing.uuid, editing.version)}
            onDone={setNotice}
          />
        </StudioPanel>
      ) : null}
      <StudioPanel id="revisions" title="Revisions" description="Each publication, newest first.">
        <RevisionList
          revisions={revisions}
          restore={(revisionId) => studioApi.restoreRevision(editing.uuid, revisionId, editing.version)}
          onDone={setNotice}
        />
      </StudioPanel>
    </>
  );
}
