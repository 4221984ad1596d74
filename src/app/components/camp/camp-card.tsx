import { Link } from 'react-router';
import { ContentArt, VIDEO_SIZE } from '~/app/components/course/course-art';
import type { CampSummary } from '~/features/catalog/camps.service';
import { longDate, plural } from '~/shared/format';
import { PHASE_LABELS } from './camp-status';
import '../ui/card.css';
import '../ui/badge.css';
import '../course/course.css';
import './camp.css';

export function CampCard({ camp }: { camp: CampSummary }) {
  return (
    <article className="camp-card">
      <Link to={camp.path} className="course-link">
        <ContentArt
          kind="camp"
          slug={camp.slug}
          hue={camp.hue}
          size={VIDEO_SIZE}
          className="content-card-art"
        />
        <h2 className="camp-card-title">{camp.title}</h2>
      </Link>
      <p className="camp-card-tagline">{camp.tagline}</p>
      <p className="course-meta">
        <span className={camp.phase === 'coming_soon' ? 'badge' : 'badge badge-ok'}>
          {PHASE_LABELS[camp.phase]}
        </span>{' '}
        {camp.phase === 'started' ? 'Started' : 'Starts'}{' '}
        <time dateTime={camp.startsAt}>{longDate(camp.startsAt)}</time> · {plural(camp.weeks, 'week')} ·{' '}
        {plural(camp.moduleCount, 'module')}
      </p>
    </article>
  );
}
