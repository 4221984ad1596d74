import { CatalogNav, EditableRecordList } from '~/app/components/studio/catalog-record-list';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { CATALOG_TEXTS, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog.subcategories';
import { requireStudio } from './studio.server';

/** Subcategories (catalog:edit; not instructors, as every class shares them): list, add, edit, delete. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'catalog:edit');
  const { discoveryRecords, catalogRecords } = context.services;
  const [subcategories, categories] = await Promise.all([
    discoveryRecords.listSubcategories(),
    catalogRecords.listCategories(),
  ]);
  return { subcategories, categories, editsShared: ownInstructorOf(staff) === null };
}

export function meta() {
  return [{ title: 'Subcategories | Studio' }];
}

export default function SubcategoriesPage({ loaderData }: Route.ComponentProps) {
  const { subcategories, categories, editsShared } = loaderData;
  const fields = [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'slug', label: 'Address (slug)', kind: 'text', hint: 'Left empty: made from the name.' },
    {
      name: 'category_id',
      label: 'Category',
      kind: 'select',
      options: categories.map((c) => ({ value: c.id, label: c.name })),
    },
    {
      name: 'position',
      label: 'Position in its category',
      kind: 'number',
      min: 0,
      hint: 'Left empty: last.',
    },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ] as const;
  return (
    <>
      <StudioPageHeader
        title="Subcategories"
        lede="Each category’s page shows a row per subcategory, in this order. Changes show at once; an old address moves to the new one."
      />
      <CatalogNav current={STUDIO_PATHS.subcategories} />
      <StudioPanel
        id="subcategories"
        title={`Subcategories (${subcategories.length})`}
        description="A subcategory classes are still in cannot be deleted: the message names them."
      >
        {editsShared ? (
          <EditableRecordList
            kind="subcategories"
            noun={{ one: 'subcategory', article: 'a', many: 'subcategories' }}
            fields={fields}
            blank={{
              name: '',
              slug: '',
              category_id: categories[0]?.id ?? '',
              position: '',
              description: '',
            }}
            records={subcategories.map((row) => ({
              id: row.id,
              version: row.version,
              title: row.name,
              meta: `${row.category_name} · position ${row.position}`,
              publicPath: `/subcategories/${row.slug}`,
              values: row,
            }))}
          />
        ) : (
          <p>{CATALOG_TEXTS.sharedRecords}</p>
        )}
      </StudioPanel>
    </>
  );
}
