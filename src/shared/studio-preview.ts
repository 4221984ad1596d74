/**
 * The studio's preview of a draft (docs/decisions/0039-unpublishing-and-preview.md): its
 * addresses and texts. A viewpoint is who the draft is shown to: a visitor, a signed-in account
 * without a membership, or a member of one of the plans (the membership product's uuid).
 */

export const PREVIEW_VISITOR = 'visitor';
export const PREVIEW_ACCOUNT = 'account';

const at = (path: string, viewpoint: string) =>
  viewpoint === PREVIEW_VISITOR ? path : `${path}?as=${encodeURIComponent(viewpoint)}`;

export const PREVIEW_PATHS = {
  classPage: (uuid: string, viewpoint: string = PREVIEW_VISITOR) =>
    at(`/studio/preview/classes/${encodeURIComponent(uuid)}`, viewpoint),
  lessonPage: (uuid: string, lessonUuid: string, viewpoint: string = PREVIEW_VISITOR) =>
    at(
      `/studio/preview/classes/${encodeURIComponent(uuid)}/lessons/${encodeURIComponent(lessonUuid)}`,
      viewpoint,
    ),
  articlePage: (uuid: string, viewpoint: string = PREVIEW_VISITOR) =>
    at(`/studio/preview/articles/${encodeURIComponent(uuid)}`, viewpoint),
  /** A class draft's generated artwork (staff only, never kept), drawn from its title and hue. */
  classArtwork: (uuid: string) => `/studio/preview/classes/${encodeURIComponent(uuid)}/artwork.svg`,
} as const;

export const PREVIEW_TEXTS = {
  banner: (viewpoint: string) => `Preview of the draft as ${viewpoint}`,
  note: 'Nothing here is published, and nothing you do here is saved: buttons that would buy, play or save are switched off.',
  switcher: 'See it as',
  show: 'Show',
  backToEditor: 'Back to the editor',
  /** The editors' entry point: the draft as saved. */
  open: 'Preview',
  /** The same with changes in the form: they are saved first, so the preview shows them. */
  saveAndOpen: 'Save and preview',
  visitor: 'a visitor',
  account: 'a signed-in account without a membership',
  member: (plan: string, product: string) => `a member of ${plan} · ${product}`,
  wouldPlay: 'Plays for this viewer',
  playbackOff: 'Playback is switched off in the preview.',
  inert: 'Switched off in the preview: nothing is bought, played or saved here.',
} as const;
