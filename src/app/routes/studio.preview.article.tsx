import { ArticleView } from '~/app/components/article/article-view';
import { PreviewPage } from '~/app/components/studio-preview/preview-page';
import { previewHandle, previewMeta } from '~/app/components/studio-preview/preview-route';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.preview.article';
import { loadPreview, previewHeaders } from './studio-preview.server';

export const handle = previewHandle;

export const headers = previewHeaders;

/** An article's draft as its public page would show it (articles:edit). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const preview = await loadPreview(context, request, 'articles:edit', (_, viewpoint) =>
    context.services.preview.articlePage(params.uuid, viewpoint),
  );
  return { ...preview, editorPath: STUDIO_PATHS.articleEditor(params.uuid) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return previewMeta(loaderData?.page.article.title ?? 'Article');
}

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const { page, viewer } = loaderData;
  // A signed-in viewpoint sees the save button as a profile that has not saved it.
  const bookmark = viewer ? { uuid: page.article.uuid, bookmarked: false } : null;
  return (
    <PreviewPage {...loaderData}>
      <ArticleView page={page} bookmark={bookmark} />
    </PreviewPage>
  );
}
