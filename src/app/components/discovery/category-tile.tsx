import { Link } from 'react-router';
import { artStyle } from '~/app/components/catalog/course-card';
import type { CategorySummary } from '~/features/catalog/discovery.service';
import { plural } from '~/shared/format';
import './category-tile.css';

/** A category on the all-categories page: its artwork, name, description and counts. */
export function CategoryTile({ category }: { category: CategorySummary }) {
  return (
    <article className="category-tile">
      <Link to={`/categories/${category.slug}`} className="category-tile-link">
        <div className="category-tile-art" style={artStyle(category.hue)} aria-hidden="true" />
        <h2 className="category-tile-name">{category.name}</h2>
      </Link>
      <p className="category-tile-description">{category.description}</p>
      <p className="category-tile-meta">
        {plural(category.classCount, 'class', 'classes')} ·{' '}
        {plural(category.subcategoryCount, 'subcategory', 'subcategories')}
      </p>
    </article>
  );
}
