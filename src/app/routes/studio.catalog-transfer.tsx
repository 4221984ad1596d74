import { CatalogImportForm } from '~/app/components/studio/catalog-import-form';
import { Time } from '~/app/components/studio/format';
import { StudioEmpty, StudioPageHeader, StudioPanel, StudioRows } from '~/app/components/studio/studio-page';
import { STUDIO_API, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.catalog-transfer';
import { requireStudio } from './studio.server';
import '../components/ui/button.css';
import '../components/ui/field.css';

/** Export the catalog, import one from another instance (catalog:transfer, decision 0037). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStudio(context, request, 'catalog:transfer');
  const imports = await context.services.catalogTransfer.recentImports();
  return {
    imports: imports.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      importedAt: row.importedAt?.toISOString() ?? null,
    })),
  };
}

export function meta() {
  return [{ title: 'Export and import | Catalog | Studio' }];
}

export default function CatalogTransferPage({ loaderData }: Route.ComponentProps) {
  const { imports } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Export and import"
        lede="Move a catalog between Atelier instances: categories, instructors, classes with their lessons, sessions, articles, collections and the media manifest. Both are in the audit log."
        actions={
          <a className="button button-ghost" href={STUDIO_PATHS.catalog}>
            Back to the catalog
          </a>
        }
      />
      <StudioPanel
        id="export"
        title="Export"
        description="One JSON file with every published record, referring to each other by address. Video files are not in it: the media manifest names each lesson’s stream by its key in media storage, to copy beside the file."
      >
        <a className="button button-primary" href={STUDIO_API.catalogExport} download>
          Download the catalog
        </a>
      </StudioPanel>
      <StudioPanel id="import" title="Import">
        <CatalogImportForm />
      </StudioPanel>
      <StudioPanel id="imports" title="Recent imports">
        {imports.length ? (
          <StudioRows label="Recent imports">
            {imports.map((row) => (
              <li key={row.id}>
                <strong>{row.fileName}</strong> from {row.createdBy}, uploaded <Time value={row.createdAt} />:{' '}
                {row.importedAt ? (
                  <>
                    imported <Time value={row.importedAt} />, {row.summary}.
                  </>
                ) : (
                  <>
                    not imported yet (
                    <a className="text-link" href={`${STUDIO_PATHS.jobs}?kind=catalog.import`}>
                      see its job
                    </a>
                    ).
                  </>
                )}
              </li>
            ))}
          </StudioRows>
        ) : (
          <StudioEmpty>No catalog file has been uploaded yet.</StudioEmpty>
        )}
      </StudioPanel>
    </>
  );
}
