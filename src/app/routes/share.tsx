import { data, Link } from 'react-router';
import { ContentArt, VIDEO_SIZE } from '~/app/components/course/course-art';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { requestedProfileIdOf } from '~/features/profiles/profile-cookie';
import { PERSONAL_PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import type { Route } from './+types/share';
import '../components/shell/page-shell.css';
import '../components/ui/button.css';
import '../components/shell/error-page.css';
import '../components/article/table-of-contents.css';
import './share.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'share' } };

/**
 * /share/{token}: the preview card of what a member shared (a class, lesson or article),
 * with Open Graph tags for link previews. An unknown link, or mature content for a viewer
 * without matureContentEnabled, is a 404 saying 'Content not available' (8.3). One query,
 * two or three more when the content is mature and the viewer signed in.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const preview = await context.services.personal.sharing.preview(params.token, {
    userId: context.session?.userId ?? null,
    requestedProfile: requestedProfileIdOf(request),
  });
  if (!preview) return data({ preview: null, token: params.token }, { status: 404 });
  return { preview, token: params.token };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const preview = loaderData?.preview;
  if (!preview) {
    return [
      ...seoMeta(matches, {
        title: PERSONAL_TEXTS.contentNotAvailable,
        description: PERSONAL_TEXTS.contentNotAvailableAdvice,
        path: PERSONAL_PATHS.share(loaderData?.token ?? ''),
      }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  return seoMeta(matches, {
    title: preview.title,
    description: preview.description,
    path: PERSONAL_PATHS.share(loaderData.token),
    image: preview.image.path,
    type: preview.kind === 'article' ? 'article' : 'video.other',
  });
}

export default function SharePage({ loaderData }: Route.ComponentProps) {
  const { preview } = loaderData;
  if (!preview) {
    return (
      <section className="error-page" aria-labelledby="share-title">
        <h1 id="share-title">{PERSONAL_TEXTS.contentNotAvailable}</h1>
        <p className="error-message">{PERSONAL_TEXTS.contentNotAvailableAdvice}</p>
        <Link to="/" className="button button-primary">
          Go to the home page
        </Link>
      </section>
    );
  }
  return (
    <article className="share-card" aria-labelledby="share-title">
      <ContentArt
        kind={preview.image.kind}
        slug={preview.image.slug}
        hue={preview.hue}
        size={VIDEO_SIZE}
        className="share-card-art"
        priority
      />
      <div className="share-card-body">
        <p className="eyebrow">{PERSONAL_TEXTS.sharedWithYou}</p>
        <h1 id="share-title">{preview.title}</h1>
        <p className="share-card-byline">
          {preview.kind === 'article'
            ? PERSONAL_TEXTS.byAuthor(preview.byline)
            : PERSONAL_TEXTS.byInstructor(preview.byline)}
        </p>
        <p className="share-card-description">{preview.description}</p>
        <Link to={preview.path} className="button button-primary button-large">
          {preview.cta}
        </Link>
      </div>
    </article>
  );
}
