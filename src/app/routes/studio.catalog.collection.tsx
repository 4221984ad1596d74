import { useState } from 'react';
import { data, Link } from 'react-router';
import { CollectionEditor } from '~/app/components/studio/collection-editor';
import { StudioBadge, StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { can } from '~/features/staff/studio-access';
import { isDomainError } from '~/server/core/domain-error';
import { CATALOG_TEXTS, COLLECTION_KINDS, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog.collection';
import { requireStudio } from './studio.server';

/** One playlist, program or package (catalog:edit, not instructor-scoped; publishing: catalog:publish). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'catalog:edit');
  if (ownInstructorOf(staff) !== null) throw data(CATALOG_TEXTS.notYours, { status: 403 });
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Not found', { status: 404 });
  const { collectionRecords } = context.services;
  try {
    const [found, uses] = await Promise.all([collectionRecords.get(id), collectionRecords.usesOf(id)]);
    return {
      collection: {
        ...found,
        updatedAt: found.updatedAt?.toISOString() ?? null,
      },
      uses,
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
  const { collection, uses, canPublish } = loaderData;
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
            {collection.updatedBy
              ? `Last saved by ${collection.updatedBy}${collection.updatedAt ? ` at ${collection.updatedAt.slice(0, 16).replace('T', ' ')} UTC` : ''}.`
              : null}
          </>
        }
        actions={
          <>
            <Link className="button button-ghost" to={STUDIO_PATHS.collections}>
              All playlists, programs and packages
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
    </>
  );
}
