import { Link } from 'react-router';
import { DraftSchedule } from '~/app/components/studio/catalog-lists';
import { CatalogNav } from '~/app/components/studio/catalog-record-list';
import { NewCollectionForm } from '~/app/components/studio/new-collection-form';
import {
  StudioBadge,
  StudioEmpty,
  StudioPageHeader,
  StudioPanel,
  StudioRows,
} from '~/app/components/studio/studio-page';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { plural } from '~/shared/format';
import { COLLECTION_KINDS, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog.collections';
import { requireStudio } from './studio.server';
import '~/app/components/studio/catalog-lists.css';

/** Playlists, programs, packages and projects (catalog:edit; changed only by staff who reach every class). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'catalog:edit');
  const rows = await context.services.collectionRecords.list();
  return {
    collections: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind as keyof typeof COLLECTION_KINDS,
      title: row.title,
      slug: row.slug,
      published: Boolean(row.is_published),
      publishAt: row.publish_at?.toISOString() ?? null,
      unpublishAt: row.unpublish_at?.toISOString() ?? null,
      itemCount: Number(row.item_count ?? 0),
    })),
    editsShared: ownInstructorOf(staff) === null,
  };
}

export function meta() {
  return [{ title: 'Playlists, programs, packages and projects | Catalog | Studio' }];
}

export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  const { collections, editsShared } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Playlists, programs, packages and projects"
        lede="Each gathers classes or lessons in an order. Visitors see one once it is published; every change is in the audit log."
      />
      <CatalogNav current={STUDIO_PATHS.collections} />
      {editsShared ? (
        <StudioPanel id="new-collection" title="Start one">
          <NewCollectionForm />
        </StudioPanel>
      ) : (
        <p>These gather every instructor’s classes: staff who reach the whole catalog change them.</p>
      )}
      {Object.entries(COLLECTION_KINDS).map(([kind, noun]) => {
        const rows = collections.filter((row) => row.kind === kind);
        return (
          <StudioPanel key={kind} id={`${kind}s`} title={`${noun}s (${rows.length})`}>
            {rows.length ? (
              <StudioRows label={`${noun}s`} className="catalog-rows">
                {rows.map((row) => (
                  <li key={row.id}>
                    {editsShared ? (
                      <Link to={STUDIO_PATHS.collectionEditor(row.id)} className="catalog-row-title">
                        {row.title}
                      </Link>
                    ) : (
                      <span className="catalog-row-title">{row.title}</span>
                    )}
                    <span className="catalog-row-meta">{plural(row.itemCount, 'item')}</span>
                    <DraftSchedule times={{ ...row, unpublishedAt: null }} />
                    <span className="catalog-row-state">
                      {row.published ? (
                        <StudioBadge tone="ok">Published</StudioBadge>
                      ) : (
                        <StudioBadge tone="neutral">Unpublished</StudioBadge>
                      )}
                    </span>
                  </li>
                ))}
              </StudioRows>
            ) : (
              <StudioEmpty>None yet.</StudioEmpty>
            )}
          </StudioPanel>
        );
      })}
    </>
  );
}
