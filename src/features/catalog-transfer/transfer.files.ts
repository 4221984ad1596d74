import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DomainError } from '~/server/core/domain-error';
import { parseCatalog } from './transfer.import';
import { CATALOG_SECTIONS, type CatalogBundle, MANIFEST_FILE, SECTION_NAMES } from './transfer.schema';

/*
 * The directory form of a catalog: catalog.json (format, version, when exported) and one
 * JSON file per section, named in CATALOG_SECTIONS. Two-space JSON with a final newline,
 * so a committed catalog (catalog/demo) changes line by line in review.
 */

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export async function writeCatalogDir(dir: string, bundle: CatalogBundle): Promise<void> {
  await mkdir(dir, { recursive: true });
  const { format, version, exportedAt } = bundle;
  await writeFile(join(dir, MANIFEST_FILE), json({ format, version, exportedAt }));
  for (const name of SECTION_NAMES)
    await writeFile(join(dir, CATALOG_SECTIONS[name].file), json(bundle[name]));
}

async function readJson(dir: string, file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(join(dir, file), 'utf8');
  } catch {
    throw new DomainError('catalog_import_invalid', {
      message: `${file} is missing from ${dir}.`,
      field: file,
    });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DomainError('catalog_import_invalid', {
      message: `${file} is not JSON: ${(error as Error).message}`,
      field: file,
    });
  }
}

/**
 * The catalog in a directory, read and checked as an upload is (parseCatalog). `trusted`
 * skips the check, for the committed demo catalog only: its test checks it, and the check
 * costs each seeded database about 0.2-0.4 s (the schema over 1,800 records).
 */
export async function readCatalogDir(
  dir: string,
  options: { trusted?: boolean } = {},
): Promise<CatalogBundle> {
  const bundle: Record<string, unknown> = { ...((await readJson(dir, MANIFEST_FILE)) as object) };
  for (const name of SECTION_NAMES) bundle[name] = await readJson(dir, CATALOG_SECTIONS[name].file);
  return options.trusted ? (bundle as CatalogBundle) : parseCatalog(bundle);
}
