import { Link } from 'react-router';
import type { RelatedTitle } from '~/features/catalog/courses.service';
import { longDate } from '~/shared/format';
import { CONTENT_TEXTS } from '~/shared/spec';
import { lengthText } from '../catalog/course-card';
import { ContentArt } from './course-art';
import '../ui/card.css';
import '../ui/carousel.css';
import './course.css';

/** Related titles as a row of cards, each linking to where it lives (class, series, film). */
export function RelatedTitles({ titles, heading }: { titles: RelatedTitle[]; heading: string }) {
  if (titles.length === 0) return null;
  return (
    <section className="content-section related" aria-labelledby="related-title">
      <h2 id="related-title">{heading}</h2>
      <ul className="card-row">
        {titles.map((title) => (
          <li key={title.uuid}>
            <article className="course-card">
              <Link to={title.path} className="course-link">
                <ContentArt slug={title.slug} hue={title.hue} className="content-card-art" />
                <h3 className="course-title">{title.title}</h3>
              </Link>
              <p className="course-meta">
                {title.status === 'coming_soon' ? (
                  <>
                    {CONTENT_TEXTS.comingSoon}{' '}
                    <time dateTime={title.releasedAt}>{longDate(title.releasedAt)}</time>
                  </>
                ) : (
                  lengthText(title)
                )}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
