import { CatalogNav, EditableRecordList } from '~/app/components/studio/catalog-record-list';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { plural } from '~/shared/format';
import { CATALOG_TEXTS, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog.outcomes';
import { requireStudio } from './studio.server';

/** Outcomes and the classes each gathers (catalog:edit; not instructors): list, add, edit, delete. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'catalog:edit');
  const { discoveryRecords } = context.services;
  const [outcomes, classes] = await Promise.all([
    discoveryRecords.listOutcomes(),
    discoveryRecords.listClassChoices(),
  ]);
  return { outcomes, classes, editsShared: ownInstructorOf(staff) === null };
}

export function meta() {
  return [{ title: 'Outcomes | Studio' }];
}

export default function OutcomesPage({ loaderData }: Route.ComponentProps) {
  const { outcomes, classes, editsShared } = loaderData;
  const fields = [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'slug', label: 'Address (slug)', kind: 'text', hint: 'Left empty: made from the name.' },
    { name: 'hue', label: 'Artwork colour (hue, 0-359)', kind: 'hue' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    {
      name: 'course_ids',
      label: 'Classes it gathers',
      kind: 'checkboxes',
      hint: 'Its page lists them in this order.',
      options: classes.map((c) => ({ value: c.id, label: c.title })),
    },
  ] as const;
  return (
    <>
      <StudioPageHeader
        title="Outcomes"
        lede="An outcome gathers the classes that lead to it on its own page. Changes show at once; an old address moves to the new one."
      />
      <CatalogNav current={STUDIO_PATHS.outcomes} />
      <StudioPanel
        id="outcomes"
        title={`Outcomes (${outcomes.length})`}
        description="An outcome still gathering classes cannot be deleted: untick them first."
      >
        {editsShared ? (
          <EditableRecordList
            kind="outcomes"
            noun={{ one: 'outcome', article: 'an', many: 'outcomes' }}
            fields={fields}
            blank={{ name: '', slug: '', hue: 160, description: '', course_ids: [] }}
            records={outcomes.map((row) => ({
              id: row.id,
              version: row.version,
              title: row.name,
              meta: plural(row.course_ids.length, 'class', 'classes'),
              publicPath: `/outcomes/${row.slug}`,
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
