import { useId } from 'react';
import { Link } from 'react-router';
import type { PreviewViewpoint } from '~/features/authoring/preview.service';
import { PREVIEW_TEXTS } from '~/shared/studio-preview';
import './preview-banner.css';

/**
 * Above a preview of a draft: who the draft is shown to, the switcher to another viewpoint (a
 * plain GET form: it works before the page's script runs), the way back to the editor, and
 * the live region that says when a control was switched off.
 */
export function PreviewBanner({
  viewpoints,
  viewpoint,
  editorPath,
  notice,
}: {
  viewpoints: PreviewViewpoint[];
  viewpoint: PreviewViewpoint;
  editorPath: string;
  notice: string;
}) {
  const id = useId();
  return (
    <section className="preview-banner" aria-labelledby={`${id}-title`}>
      <div className="preview-banner-copy">
        <h2 id={`${id}-title`} className="preview-banner-title">
          {PREVIEW_TEXTS.banner(viewpoint.label)}
        </h2>
        <p className="preview-banner-note">{PREVIEW_TEXTS.note}</p>
      </div>
      <form className="preview-banner-switch" method="get">
        <label htmlFor={`${id}-as`}>{PREVIEW_TEXTS.switcher}</label>
        <select id={`${id}-as`} name="as" defaultValue={viewpoint.key}>
          {viewpoints.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className="preview-banner-button">
          {PREVIEW_TEXTS.show}
        </button>
      </form>
      <Link className="preview-banner-button" to={editorPath}>
        {PREVIEW_TEXTS.backToEditor}
      </Link>
      <p className="preview-banner-status" role="status">
        {notice}
      </p>
    </section>
  );
}
