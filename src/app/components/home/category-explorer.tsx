import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { HomePage } from '~/features/catalog/catalog.service';
import { CourseCard } from '../catalog/course-card';
import '../shell/page-shell.css';
import '../ui/button.css';
import './home.css';
import '../ui/card.css';

/** Tabs of categories, each showing its top classes (WAI-ARIA tabs: arrows, Home, End). */
export function CategoryExplorer({
  categories,
  initialSlug,
}: {
  categories: HomePage['categories'];
  /** The tab to open on (/homepage/{tab}). */
  initialSlug?: string | null;
}) {
  const initial = categories.findIndex((c) => c.slug === initialSlug);
  const [selected, setSelected] = useState(Math.max(0, initial));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const current = categories[selected];
  if (!current) return null;

  function onKeyDown(event: React.KeyboardEvent) {
    const last = categories.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <section className="home-section" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>Explore categories</h2>
      <div role="tablist" aria-label="Categories" className="category-tabs" onKeyDown={onKeyDown}>
        {categories.map((category, index) => (
          <button
            key={category.slug}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="category-tab"
            onClick={() => setSelected(index)}
          >
            {category.name}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className="category-panel"
      >
        <p className="category-description">{current.description}</p>
        <div className="card-grid">
          {current.courses.map((course) => (
            <CourseCard key={course.uuid} course={course} />
          ))}
        </div>
        <Link to={`/categories/${current.slug}`} className="text-link">
          See all {current.name} classes
        </Link>
      </div>
    </section>
  );
}
