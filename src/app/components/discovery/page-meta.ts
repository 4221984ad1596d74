import type { MetaDescriptor } from 'react-router';
import { seoMeta } from '~/app/lib/seo';
import { statusName } from '~/shared/error-catalogue';

type Matches = Parameters<typeof seoMeta>[0];

/** seoMeta for a discovery page; when its loader found nothing, just a not-found title. */
export function discoveryMeta(
  matches: Matches,
  page: Parameters<typeof seoMeta>[1] | null,
): MetaDescriptor[] {
  if (page) return seoMeta(matches, page);
  const root = matches.find((m) => m?.id === 'root')?.data as { site?: { productName?: string } } | undefined;
  return [{ title: `${statusName(404)} | ${root?.site?.productName ?? 'Atelier'}` }];
}
