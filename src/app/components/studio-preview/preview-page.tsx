import { type ReactNode, type SyntheticEvent, useCallback, useState } from 'react';
import { ArtworkSource } from '~/app/components/artwork';
import { type CurrentUser, PreviewViewer } from '~/app/lib/root-data';
import type { ArtworkKind } from '~/features/artwork/artwork-kinds';
import type { PreviewViewpoint, PreviewViewer as Viewer } from '~/features/authoring/preview.service';
import { PREVIEW_TEXTS } from '~/shared/studio-preview';
import { PreviewBanner } from './preview-banner';

/** Where links inside a preview may go: another page of the preview, or a place on this one. */
const STAYS = /^(\/studio\/preview\/|#)/;

/** The viewpoint as the page's calls to action read the signed-in user (an account with no id). */
function previewedUser(viewer: Viewer): CurrentUser | null {
  if (!viewer) return null;
  return { id: 0, email: '', name: null, member: viewer.member, staff: false, finishSignUpHref: null };
}

/**
 * A public page rendered from a draft for a chosen viewpoint (docs/decisions/0039): the banner
 * first, then the page, whose components see the viewpoint instead of the signed-in staff
 * member. Nothing in it may buy, play or save: a click on a button, a form, or a link that
 * leaves the preview is stopped before the page's own handlers run, and the banner says so.
 * Links to the preview's other pages and the FAQ's disclosures still work. `artwork` is the
 * previewed draft's own picture (its title and hue), shown where the page would show its
 * public artwork, which draws the live row.
 */
export function PreviewPage({
  viewpoints,
  viewpoint,
  viewer,
  editorPath,
  artwork,
  children,
}: {
  viewpoints: PreviewViewpoint[];
  viewpoint: PreviewViewpoint;
  viewer: Viewer;
  editorPath: string;
  artwork?: { kind: ArtworkKind; slug: string; src: string };
  children: ReactNode;
}) {
  const [notice, setNotice] = useState('');
  const artworkSource = useCallback(
    (kind: ArtworkKind, slug: string) =>
      artwork && kind === artwork.kind && slug === artwork.slug ? artwork.src : null,
    [artwork],
  );

  function stop(event: SyntheticEvent) {
    event.preventDefault();
    event.stopPropagation();
    setNotice(PREVIEW_TEXTS.inert);
  }

  function onClickCapture(event: React.MouseEvent<HTMLDivElement>) {
    const target = event.target as Element;
    const link = target.closest('a');
    if (link) {
      if (!STAYS.test(link.getAttribute('href') ?? '')) stop(event);
      return;
    }
    if (target.closest('button, input, [role="button"]')) stop(event);
  }

  return (
    <>
      <PreviewBanner viewpoints={viewpoints} viewpoint={viewpoint} editorPath={editorPath} notice={notice} />
      <PreviewViewer.Provider value={previewedUser(viewer)}>
        <ArtworkSource.Provider value={artworkSource}>
          {/* Clicks are caught on their way down, before any control of the page hears them. */}
          {/* Keyboard activation of a link or button arrives as a click too. */}
          <div className="preview-page" onClickCapture={onClickCapture} onSubmitCapture={stop}>
            {children}
          </div>
        </ArtworkSource.Provider>
      </PreviewViewer.Provider>
    </>
  );
}
