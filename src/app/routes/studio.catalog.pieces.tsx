import { CatalogNav, EditableRecordList } from '~/app/components/studio/catalog-record-list';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { spokenDuration } from '~/shared/format';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog.pieces';
import { requireStudio } from './studio.server';

/** Ten-minute pieces (catalog:edit; an instructor: their own): list, add, edit, delete. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'catalog:edit');
  const { discoveryRecords, catalogRecords } = context.services;
  const ownInstructorId = ownInstructorOf(staff);
  const [pieces, instructors, categories] = await Promise.all([
    discoveryRecords.listPieces({ ownInstructorId }),
    catalogRecords.listInstructors(),
    catalogRecords.listCategories(),
  ]);
  return {
    pieces,
    // An instructor adds pieces only as themselves.
    instructors:
      ownInstructorId === null ? instructors : instructors.filter((row) => row.id === ownInstructorId),
    categories,
  };
}

export function meta() {
  return [{ title: 'Ten-minute pieces | Studio' }];
}

export default function PiecesPage({ loaderData }: Route.ComponentProps) {
  const { pieces, instructors, categories } = loaderData;
  const fields = [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'slug', label: 'Address (slug)', kind: 'text', hint: 'Left empty: made from the title.' },
    {
      name: 'instructor_id',
      label: 'Instructor',
      kind: 'select',
      options: instructors.map((i) => ({ value: i.id, label: i.name })),
    },
    {
      name: 'category_id',
      label: 'Category',
      kind: 'select',
      options: categories.map((c) => ({ value: c.id, label: c.name })),
    },
    { name: 'duration_seconds', label: 'Duration (seconds)', kind: 'number', min: 1, max: 3600 },
    { name: 'hue', label: 'Artwork colour (hue, 0-359)', kind: 'hue' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ] as const;
  return (
    <>
      <StudioPageHeader
        title="Ten-minute pieces"
        lede="Short stand-alone lessons, each on its own page. Changes show at once; an old address moves to the new one."
      />
      <CatalogNav current={STUDIO_PATHS.pieces} />
      <StudioPanel id="pieces" title={`Ten-minute pieces (${pieces.length})`}>
        <EditableRecordList
          kind="ten-minute-pieces"
          noun={{ one: 'ten-minute piece', article: 'a', many: 'ten-minute pieces' }}
          fields={fields}
          blank={{
            title: '',
            slug: '',
            instructor_id: instructors[0]?.id ?? '',
            category_id: categories[0]?.id ?? '',
            duration_seconds: 600,
            hue: 40,
            description: '',
          }}
          records={pieces.map((row) => ({
            id: row.id,
            version: row.version,
            title: row.title,
            meta: `${row.instructor_name} · ${spokenDuration(row.duration_seconds)}`,
            publicPath: `/ten-minutes/${row.slug}`,
            values: row,
          }))}
        />
      </StudioPanel>
    </>
  );
}
