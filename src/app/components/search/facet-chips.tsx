import { Link } from 'react-router';
import type { SearchDocType } from '~/features/search/search.types';
import { searchHref, TYPE_LABELS } from './search-api';
import '../discovery/chips.css';
import './facet-chips.css';

type Chip = { key: string; label: string; count: number | null; href: string; selected: boolean };

function ChipList({ label, chips }: { label: string; chips: Chip[] }) {
  return (
    <nav aria-label={label} className="facet-chips">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              className={chip.selected ? 'facet-chip selected' : 'facet-chip'}
              aria-current={chip.selected ? 'page' : undefined}
              preventScrollReset
            >
              {chip.label}
              {chip.count === null ? null : <span className="facet-count"> {chip.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Category and type filters as links (they work without JavaScript). Each list counts the
 * matches with the other filter applied, so a chip says what choosing it would show.
 */
export function FacetChips({
  q,
  category,
  type,
  categories,
  types,
}: {
  q: string;
  category: string | null;
  type: SearchDocType | null;
  categories: { slug: string; name: string; count: number }[];
  types: { type: SearchDocType; count: number }[];
}) {
  const categoryChips: Chip[] = [
    {
      key: '',
      label: 'All categories',
      count: null,
      href: searchHref({ q, type }),
      selected: category === null,
    },
    ...categories.map((c) => ({
      key: c.slug,
      label: c.name,
      count: c.count,
      href: searchHref({ q, category: c.slug, type }),
      selected: c.slug === category,
    })),
  ];
  const typeChips: Chip[] = [
    { key: '', label: 'Everything', count: null, href: searchHref({ q, category }), selected: type === null },
    ...types.map((t) => ({
      key: t.type,
      label: TYPE_LABELS[t.type].many,
      count: t.count,
      href: searchHref({ q, category, type: t.type }),
      selected: t.type === type,
    })),
  ];
  return (
    <div className="search-facets">
      {categories.length > 0 || category ? (
        <ChipList label="Filter by category" chips={categoryChips} />
      ) : null}
      {types.length > 1 || type ? <ChipList label="Filter by kind" chips={typeChips} /> : null}
    </div>
  );
}
