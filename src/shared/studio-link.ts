/**
 * What every page needs of the studio: the account menu's link for staff, and the studio's
 * refusals the error catalogue carries. Apart from studio.ts so that every page's JavaScript
 * does not carry the studio's whole vocabulary (permissions, audit actions, paths), only the
 * studio's pages do.
 */
export const STUDIO_LINK = { path: '/studio', label: 'Studio' } as const;

export const STUDIO_REFUSALS = {
  notStaff: 'The studio is for the school’s staff. Ask the owner for an invitation if you work here.',
  notYours: 'You can only work on the classes you teach.',
} as const;
