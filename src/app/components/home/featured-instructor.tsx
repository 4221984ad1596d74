import type { HomePage } from '~/features/catalog/catalog.service';
import { artStyle, CourseCard } from '../catalog/course-card';
import '../shell/page-shell.css';
import './home.css';
import '../ui/card.css';

export function FeaturedInstructor({
  instructor,
}: {
  instructor: NonNullable<HomePage['featuredInstructor']>;
}) {
  return (
    <section className="home-section featured" aria-labelledby="featured-title">
      <div className="featured-portrait" style={artStyle(instructor.hue)} aria-hidden="true">
        <span>
          {instructor.name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </span>
      </div>
      <div className="featured-copy">
        <p className="eyebrow">Featured instructor</p>
        <h2 id="featured-title">{instructor.name}</h2>
        <p className="featured-headline">{instructor.headline}</p>
        <p>{instructor.bio}</p>
        <div className="card-grid">
          {instructor.courses.map((course) => (
            <CourseCard key={course.uuid} course={course} />
          ))}
        </div>
      </div>
    </section>
  );
}
