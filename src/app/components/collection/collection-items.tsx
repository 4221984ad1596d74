import { Link } from 'react-router';
import { artStyle, CourseCard } from '~/app/components/catalog/course-card';
import type { CollectionItemCard } from '~/features/catalog/collections.service';
import { lessonPath } from '~/shared/content';
import { spokenDuration } from '~/shared/format';
import { ArticleCard } from '../article/article-card';
import '../ui/card.css';
import './collection.css';

/** The ordered items of a program, package, playlist or project, each as its own card. */
export function CollectionItems({ items, label }: { items: CollectionItemCard[]; label: string }) {
  return (
    <ol className="collection-items" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className="collection-item">
          <span className="collection-item-number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="collection-item-card">
            <ItemCard item={item} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function ItemCard({ item }: { item: CollectionItemCard }) {
  if (item.type === 'course') return <CourseCard course={item.course} />;
  if (item.type === 'article') return <ArticleCard article={item.article} headingLevel={3} />;
  const { lesson, course } = item;
  return (
    <article className="course-card lesson-card">
      <Link to={lessonPath(course.kind, course.slug, lesson.slug)} className="course-link">
        <div className="course-art" style={artStyle(course.hue)} aria-hidden="true">
          <span className="course-art-name">{course.instructorName}</span>
        </div>
        <h3 className="course-title">{lesson.title}</h3>
      </Link>
      <p className="course-meta">
        {course.kind === 'series' ? 'Episode' : 'Lesson'} {lesson.number} of {course.title} ·{' '}
        {spokenDuration(lesson.durationSeconds)}
      </p>
    </article>
  );
}
