import { seoMeta } from '~/app/lib/seo';
import type { CollectionView } from '~/features/catalog/collections.service';
import { metaDescription, plural } from '~/shared/format';
import { Breadcrumbs } from '../discovery/breadcrumbs';
import { PageHeader } from '../discovery/page-header';
import { CollectionItems } from './collection-items';
import '../shell/page-shell.css';
import '../discovery/discovery-page.css';

export const COLLECTION_NOUNS = {
  program: 'Program',
  package: 'Package',
  playlist: 'Playlist',
  project: 'Project',
} as const;

/** A program, package or project page: title, description and its ordered items. */
export function CollectionPage({ collection }: { collection: CollectionView }) {
  const noun = COLLECTION_NOUNS[collection.kind];
  return (
    <div className="discovery-page collection-page">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: collection.title }]} />
      <PageHeader
        eyebrow={`${noun} · ${plural(collection.items.length, 'item')}`}
        title={collection.title}
        lede={collection.description}
        hue={collection.hue}
      />
      <section className="page-section" aria-labelledby="collection-items-title">
        <h2 id="collection-items-title">
          {collection.kind === 'project' ? 'What you will use' : `In this ${noun.toLowerCase()}`}
        </h2>
        {collection.items.length > 0 ? (
          <CollectionItems items={collection.items} label={`${collection.title}, in order`} />
        ) : (
          <p className="muted">Nothing has been added yet.</p>
        )}
      </section>
    </div>
  );
}

/** The meta of a collection page: /programs/{slug}, /packages/{slug}, /projects/{slug}. */
export function collectionMeta(
  matches: Parameters<typeof seoMeta>[0],
  collection: CollectionView | null,
): ReturnType<typeof seoMeta> {
  return seoMeta(
    matches,
    collection
      ? {
          title: collection.title,
          description: metaDescription(collection.description),
          path: `/${collection.kind}s/${collection.slug}`,
        }
      : null,
  );
}
