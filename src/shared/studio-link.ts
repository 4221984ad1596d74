/**
 * What every page needs of the studio: the account menu's link for staff, the studio's
 * refusals the error catalogue carries, and the banner of viewing the site as a member. Apart from studio.ts so that every page's JavaScript
 * does not carry the studio's whole vocabulary (permissions, audit actions, paths), only the
 * studio's pages do.
 */
export const STUDIO_LINK = { path: '/studio', label: 'Studio' } as const;

export const STUDIO_REFUSALS = {
  notStaff: 'The studio is for the school’s staff. Ask the owner for an invitation if you work here.',
  notYours: 'You can only work on the classes you teach.',
} as const;

/** A member's page in the studio (where viewing the site as them starts and returns). */
export const memberPagePath = (userId: number) => `/studio/members/${userId}`;

/**
 * Viewing the site as a member (docs/decisions/0029-support-desk.md): the banner every page
 * shows meanwhile and its way out (the refusal of changes is the error catalogue's).
 */
export const VIEW_AS = {
  /** POST {members}/{id}/view-as starts it; DELETE here ends it (a studio call: as the staff member). */
  stopApi: '/api/studio/view-as',
  bannerLead: 'You are viewing the site as',
  bannerNote: 'Nothing you do here is saved.',
  stop: 'Stop viewing',
} as const;
