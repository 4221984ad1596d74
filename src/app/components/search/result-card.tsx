import { Link } from 'react-router';
import { Artwork } from '~/app/components/artwork';
import { isArtworkKind } from '~/features/artwork/artwork-kinds';
import { longDate } from '~/shared/format';
import { CONTENT_TEXTS } from '~/shared/spec';
import { Highlight } from './highlight';
import { type SearchResultItem, TYPE_LABELS } from './search-api';
import '../ui/badge.css';
import './result-card.css';
import '../artwork.css';

/** The result's generated artwork, cropped to a 16:10 thumbnail. Decorative: the title is next to it. */
function ResultArt({ artwork }: { artwork: SearchResultItem['artwork'] }) {
  if (!artwork || !isArtworkKind(artwork.kind))
    return <div className="search-result-art" aria-hidden="true" />;
  return (
    <div className="search-result-art">
      <Artwork kind={artwork.kind} slug={artwork.slug} alt="" width={320} height={200} hue={artwork.hue} />
    </div>
  );
}

/** One search result: what it is, its title (linked), where it belongs and a snippet. */
export function ResultCard({ result, terms }: { result: SearchResultItem; terms: ReadonlySet<string> }) {
  const kind = [TYPE_LABELS[result.type].one, result.category?.name].filter(Boolean).join(' · ');
  return (
    <article className="search-result">
      <ResultArt artwork={result.artwork} />
      <div className="search-result-body">
        <p className="search-result-kind">{kind}</p>
        <h3 className="search-result-title">
          <Link to={result.url}>
            <Highlight text={result.title} terms={terms} />
          </Link>
        </h3>
        {result.context ? <p className="search-result-context">{result.context}</p> : null}
        {result.comingSoon ? (
          <p className="search-result-context">
            <span className="badge">{CONTENT_TEXTS.comingSoon}</span>
            {result.releasedAt ? (
              <>
                {' '}
                <time dateTime={result.releasedAt}>{longDate(result.releasedAt)}</time>
              </>
            ) : null}
          </p>
        ) : null}
        {result.snippet && result.snippet !== result.context ? (
          <p className="search-result-snippet">
            <Highlight text={result.snippet} terms={terms} />
          </p>
        ) : null}
      </div>
    </article>
  );
}
