import './chips.css';
/**
 * The sticky in-page navigation of a category page: one link per subcategory carousel
 * (plain fragment links, so they work before and without JavaScript).
 */
export function SubcategoryNav({ items, label }: { items: { slug: string; name: string }[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="subcategory-nav" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.slug}>
            <a href={`#${item.slug}`}>{item.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
