import { useState } from 'react';
import { data, Link } from 'react-router';
import { DraftSchedule } from '~/app/components/studio/catalog-lists';
import { CollectionEditor } from '~/app/components/studio/collection-editor';
import { CollectionScheduling } from '~/app/components/studio/collection-schedule';
import { RevisionList } from '~/app/components/studio/revision-list';
import { StudioBadge, StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { studioApi } from '~/app/lib/studio-api';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { can } from '~/features/staff/studio-access';
import { isDomainError } from '~/server/core/domain-error';
import { plural } from '~/shared/format';
import { CATALOG_TEXTS, COLLECTION_KINDS, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog.collection';
import { requireStudio } from './studio.server';

/** One playlist, program, package or project (catalog:edit, not instructor-scoped; publishing: catalog:publish). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'catalog:edit');
  if (ownInstructorOf(staff) !== null) throw data(CATALOG_TEXTS.notYours, { status: 403 });
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Not found', { status: 404 });
  const { collectionRecords } = context.services;
  try {
    const [found, uses, revisions] = await Promise.all([
      collectionRecords.get(id),
      collectionRecords.usesOf(id),
      collectionRecords.revisions(id),
    ]);
    return {
      collection: {
        ...found,
        publishAt: found.publishAt?.toISOString() ?? null,
        unpublishAt: found.unpublishAt?.toISOString() ?? null,
        updatedAt: found.updatedAt?.toISOString() ?? null,
      },
      uses,
      revisions: revisions.map((revision) => ({
        id: revision.id,
        title: revision.title,
        publishedBy: revision.savedBy,
        publishedAt: revision.savedAt.toISOString(),
        detail: plural(revision.itemCount, 'item'),
      })),
      canPublish: can(staff, 'catalog:publish'),
    };
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.collection.title ?? 'Collection'} | Catalog | Studio` }];
}

export default function CollectionEditorPage({ loaderData }: Route.ComponentProps) {
  const { collection, uses, revisions, canPublish } = loaderData;
  const [notice, setNotice] = useState<string | null>(null);
  const noun = COLLECTION_KINDS[collection.kind];
  return (
    <>
      <StudioPageHeader
        title={collection.title}
        lede={
          <>
            {noun}.{' '}
            {collection.published ? (
              <StudioBadge tone="ok">Published</StudioBadge>
            ) : (
              <StudioBadge tone="neutral">Unpublished</StudioBadge>
            )}{' '}
            <DraftSchedule times={{ ...collection, unpublishedAt: null }} />{' '}
            {collection.updatedBy
              ? `Last saved by ${collection.updatedBy}${collection.updatedAt ? ` at ${collection.updatedAt.slice(0, 16).replace('T', ' ')} UTC` : ''}.`
              : null}
          </>
        }
        actions={
          <>
            <Link className="button button-ghost" to={STUDIO_PATHS.collections}>
              All playlists, programs, packages and projects
            </Link>
            {collection.published ? (
              <a className="button button-ghost" href={collection.livePath}>
                See it as a visitor
              </a>
            ) : null}
          </>
        }
      />
      <p role="status" className="field-ok">
        {notice}
      </p>
      <StudioPanel id="collection" title={noun}>
        {/* A new version (saved, published, reloaded) starts the form again from it. */}
        <CollectionEditor
          key={collection.version}
          initial={collection}
          canPublish={canPublish}
          uses={uses}
          onDone={setNotice}
        />
      </StudioPanel>
      {canPublish ? (
        <StudioPanel
          id="schedule"
          title="Scheduled"
          description="Publish or unpublish it by itself at a time you choose; the buttons above do it now."
        >
          <CollectionScheduling key={collection.version} initial={collection} onDone={setNotice} />
        </StudioPanel>
      ) : null}
      <StudioPanel id="revisions" title="Revisions" description="Each save, newest first.">
        <RevisionList
          revisions={revisions}
          restore={(revisionId) =>
            studioApi.restoreCollectionRevision(collection.id, revisionId, collection.version)
          }
          onDone={setNotice}
          texts={{
            empty: 'None yet: each save from the studio adds one to restore.',
            restored: collection.published
              ? 'Revision restored as a new save: visitors see it now.'
              : 'Revision restored as a new save.',
          }}
        />
      </StudioPanel>
    </>
  );
}
