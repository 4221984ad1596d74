import { useRootData } from '~/app/lib/root-data';
import { JsonLd } from '~/app/lib/seo';

type Site = { origin: string; productName: string };

/** A page's structured data, built from the site's origin and name, with the CSP nonce. */
export function PageJsonLd({ build }: { build: (site: Site) => Record<string, unknown> }) {
  const root = useRootData();
  const site = { origin: root?.site.origin ?? '', productName: root?.site.productName ?? 'Atelier' };
  return <JsonLd data={build(site)} nonce={root?.nonce} />;
}
