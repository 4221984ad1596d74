import { readCatalogDir } from '~/features/catalog-transfer/transfer.files';
import type { CatalogBundle } from '~/features/catalog-transfer/transfer.schema';
import { longDate } from '~/shared/format';

/** The demo catalog, committed as a catalog export (docs/decisions/0037-catalog-data.md). */
export const DEMO_CATALOG_DIR = 'catalog/demo';

let loaded: Promise<CatalogBundle> | undefined;

/**
 * The committed export, read once per process (tests seed often). Not checked here: the
 * demo catalog's test checks it as any upload is checked (demo-data.test.ts).
 */
export function readDemoCatalog(): Promise<CatalogBundle> {
  loaded ??= readCatalogDir(DEMO_CATALOG_DIR, { trusted: true });
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/**
 * The demo catalog as of `now`: every date moved by the time between the export and `now`,
 * so a class "released three weeks ago" stays three weeks old whenever the demo is seeded.
 * A release date spelled out in a class's own FAQ ("arrives on February 14, 2026") moves with
 * it. Only the demo does this: an imported catalog keeps its dates.
 */
export function demoCatalogAsOf(bundle: CatalogBundle, now: Date): CatalogBundle {
  const shift = now.getTime() - new Date(bundle.exportedAt).getTime();
  const move = (iso: string) => new Date(new Date(iso).getTime() + shift).toISOString();
  return {
    ...bundle,
    exportedAt: now.toISOString(),
    courses: bundle.courses.map((course) => {
      const [before, after] = [longDate(course.releasedAt), longDate(move(course.releasedAt))];
      return {
        ...course,
        releasedAt: move(course.releasedAt),
        lessons: course.lessons.map((lesson) => ({ ...lesson, releasedAt: move(lesson.releasedAt) })),
        faqs: course.faqs.map((faq) => ({ ...faq, answer: faq.answer.replaceAll(before, after) })),
      };
    }),
    camps: bundle.camps.map((camp) => ({ ...camp, startsAt: move(camp.startsAt) })),
    articles: bundle.articles.map((article) => ({
      ...article,
      publishedAt: move(article.publishedAt),
      updatedAt: move(article.updatedAt),
    })),
  };
}
