/**
 * The studio's vocabulary, for the server and the browser alike: permissions, the default
 * roles built from them, audit actions, paths and texts (docs/decisions/0021-studio-staff-and-audit.md).
 *
 * A permission is an action on a resource, written `resource:action`. Roles are data (the
 * `staff_roles` and `staff_role_permissions` tables); the default roles below are written
 * into those tables by code on every start (features/staff/default-roles.ts), so a change
 * here reaches every database at its next start. Custom roles live beside them.
 */

import { memberPagePath, STUDIO_LINK, STUDIO_REFUSALS, VIEW_AS } from './studio-link';

export const PERMISSIONS = {
  'catalog:edit':
    'Create and edit classes, series, lessons, instructors and categories as drafts, and playlists, programs, packages and projects',
  'catalog:publish':
    'Publish, schedule and unpublish classes, series, lessons, playlists, programs, packages and projects',
  'catalog:transfer': 'Export the whole catalog to a file and import one from another instance',
  'articles:edit': 'Write and edit articles as drafts',
  'articles:publish': 'Publish, schedule and unpublish articles',
  'media:upload': 'Upload videos, captions and transcripts',
  'members:read': 'Find members and see their profiles, access, orders and timeline',
  'members:edit': 'Resend confirmations, unlock accounts and sign members out',
  'members:grant_access': 'Grant or extend a member’s access',
  'orders:read': 'See orders and subscriptions',
  'orders:refund': 'Refund orders and cancel subscriptions',
  'financials:read': 'See revenue, payouts and other financial reports',
  'commerce:edit': 'Change plans, prices, promotions and coupons',
  'certificates:evaluate': 'Evaluate submissions for certificates',
  'staff:manage': 'Invite staff, change their roles and remove them',
  'audit:read': 'Read and export the audit log',
  'reports:read': 'See how viewing goes: video startup times, stalls and renditions per day',
  'settings:edit': 'Change the site’s settings',
  'security:edit': 'Change the staff security policy (mandatory two-factor authentication)',
  'jobs:manage': 'See background jobs and retry or cancel them',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

export type DefaultRole = {
  name: string;
  description: string;
  permissions: readonly Permission[];
  /**
   * The role applies to one instructor's own classes: an assignment names the instructor
   * record (enforced by catalog authoring, which checks the scope of `catalog:*`).
   */
  instructorScoped?: true;
};

/** The roles every school starts with, by key. The owner holds every permission. */
export const DEFAULT_ROLES = {
  owner: {
    name: 'Owner',
    description: 'Runs the school: everything, including the staff security policy.',
    permissions: ALL_PERMISSIONS,
  },
  admin: {
    name: 'Administrator',
    description: 'Everything but the staff security policy; cannot make owners.',
    permissions: ALL_PERMISSIONS.filter((permission) => permission !== 'security:edit'),
  },
  editor: {
    name: 'Editor',
    description: 'Writes and publishes the catalog and the articles.',
    permissions: ['catalog:edit', 'catalog:publish', 'articles:edit', 'articles:publish', 'media:upload'],
  },
  instructor: {
    name: 'Instructor',
    description: 'Prepares their own classes; an editor publishes them.',
    permissions: ['catalog:edit', 'media:upload'],
    instructorScoped: true,
  },
  support: {
    name: 'Support',
    description: 'Helps members: their accounts, access, orders and refunds.',
    permissions: ['members:read', 'members:edit', 'members:grant_access', 'orders:read', 'orders:refund'],
  },
  evaluator: {
    name: 'Evaluator',
    description: 'Evaluates certificate submissions.',
    permissions: ['certificates:evaluate'],
  },
} as const satisfies Record<string, DefaultRole>;

export type DefaultRoleKey = keyof typeof DEFAULT_ROLES;
/** The role that cannot be left without anyone in it. */
export const OWNER_ROLE: DefaultRoleKey = 'owner';

/**
 * What the audit log records, by action. Later parts add theirs; the filter lists these.
 * Resources that are people (staff or members) are `user` records, so a member's timeline
 * is every entry about them.
 */
export const AUDIT_ACTIONS = {
  'staff.invite': 'Invited a staff member',
  'staff.invitation_revoke': 'Withdrew an invitation',
  'staff.invitation_accept': 'Accepted a staff invitation',
  'staff.role_change': 'Changed a staff role',
  'staff.remove': 'Removed a staff member',
  'staff.two_factor_reset': 'Reset someone’s two-factor authentication',
  'security.second_factor_verify': 'Verified a second factor',
  'security.recovery_code_use': 'Signed in with a recovery code',
  'security.two_factor_enable': 'Turned on two-factor authentication',
  'security.two_factor_disable': 'Turned off two-factor authentication',
  'security.recovery_codes_regenerate': 'Made new recovery codes',
  'security.session_end': 'Ended a session',
  'security.sessions_end_others': 'Ended all other sessions',
  'settings.update': 'Changed a setting',
  'audit.export': 'Exported the audit log',
  'catalog.instructor_create': 'Added an instructor',
  'catalog.instructor_update': 'Changed an instructor',
  'catalog.category_create': 'Added a category',
  'catalog.category_update': 'Changed a category',
  'catalog.category_delete': 'Deleted a category',
  'catalog.subcategory_create': 'Added a subcategory',
  'catalog.subcategory_update': 'Changed a subcategory',
  'catalog.subcategory_delete': 'Deleted a subcategory',
  'catalog.outcome_create': 'Added an outcome',
  'catalog.outcome_update': 'Changed an outcome',
  'catalog.outcome_delete': 'Deleted an outcome',
  'catalog.piece_create': 'Added a ten-minute piece',
  'catalog.piece_update': 'Changed a ten-minute piece',
  'catalog.piece_delete': 'Deleted a ten-minute piece',
  'catalog.class_create': 'Started a class',
  'catalog.class_save': 'Saved a class draft',
  'catalog.class_publish': 'Published a class',
  'catalog.class_schedule': 'Scheduled a class to publish',
  'catalog.class_unpublish': 'Unpublished a class',
  'catalog.class_schedule_unpublish': 'Scheduled a class to unpublish',
  'catalog.class_cancel_unpublish': 'Called off a class’s scheduled unpublishing',
  'catalog.class_restore': 'Restored a class revision into its draft',
  'catalog.article_create': 'Started an article',
  'catalog.article_save': 'Saved an article draft',
  'catalog.article_publish': 'Published an article',
  'catalog.article_schedule': 'Scheduled an article to publish',
  'catalog.article_restore': 'Restored an article revision into its draft',
  'catalog.article_unpublish': 'Unpublished an article',
  'catalog.article_schedule_unpublish': 'Scheduled an article to unpublish',
  'catalog.article_cancel_unpublish': 'Called off an article’s scheduled unpublishing',
  'catalog.session_create': 'Started a session',
  'catalog.session_save': 'Saved a session',
  'catalog.session_delete': 'Deleted a session',
  'catalog.collection_create': 'Created a playlist, program, package or project',
  'catalog.collection_update': 'Changed a playlist, program, package or project',
  'catalog.collection_publish': 'Published a playlist, program, package or project',
  'catalog.collection_unpublish': 'Unpublished a playlist, program, package or project',
  'catalog.collection_delete': 'Deleted a playlist, program, package or project',
  'catalog.collection_schedule': 'Scheduled a playlist, program, package or project to publish or unpublish',
  'catalog.collection_restore': 'Restored a revision of a playlist, program, package or project',
  'catalog.export': 'Exported the catalog',
  'catalog.import_queue': 'Uploaded a catalog file to import',
  'catalog.import': 'Imported a catalog file',
  'member.access_grant': 'Granted a member access',
  'member.access_extend': 'Extended a member’s access',
  'member.order_refund': 'Refunded a member’s order',
  'member.subscription_cancel': 'Cancelled a member’s subscription',
  'member.confirmation_resend': 'Resent a member’s email confirmation',
  'member.unlock': 'Unlocked a member’s account',
  'member.sign_out_everywhere': 'Signed a member out everywhere',
  'member.view_as_start': 'Started viewing the site as a member',
  'member.view_as_stop': 'Stopped viewing the site as a member',
  'media.upload': 'Uploaded a lesson’s video',
  'media.transcode_retry': 'Retried a video conversion',
  'media.captions_update': 'Uploaded captions',
  'media.captions_remove': 'Removed captions',
  'media.transcript_update': 'Changed a transcript',
  'jobs.retry': 'Retried a background job',
  'jobs.cancel': 'Cancelled a background job',
  'commerce.price_change': 'Changed a price',
  'commerce.product_archive': 'Archived a product',
  'commerce.product_restore': 'Put a product back on sale',
  'commerce.promotion_create': 'Created a promotion',
  'commerce.promotion_update': 'Changed a promotion',
  'commerce.promotion_end': 'Ended a promotion early',
  'commerce.coupon_create': 'Created a coupon',
  'commerce.coupon_deactivate': 'Deactivated a coupon',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_RESOURCE_TYPES = {
  user: 'Person',
  staff_invitation: 'Invitation',
  setting: 'Setting',
  audit_log: 'Audit log',
  instructor: 'Instructor',
  category: 'Category',
  subcategory: 'Subcategory',
  outcome: 'Outcome',
  ten_minute_piece: 'Ten-minute piece',
  class: 'Class',
  article: 'Article',
  session: 'Session',
  collection: 'Playlist, program, package or project',
  lesson: 'Lesson',
  job: 'Background job',
  product: 'Product',
  promotion: 'Promotion',
  coupon: 'Coupon',
  catalog: 'Catalog',
  catalog_import: 'Catalog import',
} as const;
export type AuditResourceType = keyof typeof AUDIT_RESOURCE_TYPES;

/** The studio's settings (a `site_settings` row each) and their values when never set. */
export const STUDIO_SETTINGS = {
  /** Staff without two-factor authentication are sent to set it up before anything else. */
  twoFactorRequired: { key: 'staff.two_factor_required', default: true },
} as const;

export const STUDIO_PATHS = {
  home: STUDIO_LINK.path,
  staff: '/studio/staff',
  audit: '/studio/audit',
  members: '/studio/members',
  member: memberPagePath,
  security: '/studio/security',
  catalog: '/studio/catalog',
  classEditor: (uuid: string) => `/studio/catalog/classes/${encodeURIComponent(uuid)}`,
  /** Articles in Markdown with their recipe (docs/decisions/0038-article-authoring.md). */
  articles: '/studio/articles',
  articleEditor: (uuid: string) => `/studio/articles/${encodeURIComponent(uuid)}`,
  /** A session (camp) with its modules and tasks (decision 0042); the catalog page lists them. */
  sessionEditor: (uuid: string) => `/studio/catalog/sessions/${encodeURIComponent(uuid)}`,
  /** Playlists, programs, packages and projects (docs/decisions/0041-collection-authoring.md). */
  collections: '/studio/catalog/collections',
  collectionEditor: (id: number) => `/studio/catalog/collections/${id}`,
  /** Export the catalog, import one (docs/decisions/0037-catalog-data.md). */
  catalogTransfer: '/studio/catalog/transfer',
  /** Edited in place (docs/decisions/0040-catalog-records.md). */
  subcategories: '/studio/catalog/subcategories',
  outcomes: '/studio/catalog/outcomes',
  pieces: '/studio/catalog/ten-minutes',
  verify: '/studio/verify',
  enrol: '/studio/enrol',
  invitation: (token: string) => `/studio/invitations/${encodeURIComponent(token)}`,
  lessonMedia: (lessonUuid: string) => `/studio/lessons/${encodeURIComponent(lessonUuid)}/media`,
  jobs: '/studio/jobs',
  commerce: '/studio/commerce',
  promotions: '/studio/commerce/promotions',
  promotion: (id: number) => `/studio/commerce/promotions/${id}`,
  coupons: '/studio/commerce/coupons',
  /** The site's name, logo, colours, phone, mail sender, legal texts and experiments (decision 0035). */
  settings: '/studio/settings',
} as const;

/**
 * Who may see the commerce pages (plans, prices, promotions, coupons): those who change them,
 * and those who read the financials. Only `commerce:edit` changes anything (decision 0034).
 */
export const COMMERCE_READERS: readonly Permission[] = ['commerce:edit', 'financials:read'];

/** The studio's sections in its navigation, each shown only to who may open it. */
export const STUDIO_SECTIONS: readonly {
  path: string;
  label: string;
  /** Null: any staff; several: any one of them. */
  permission: Permission | readonly Permission[] | null;
}[] = [
  { path: STUDIO_PATHS.home, label: 'Dashboard', permission: null },
  { path: STUDIO_PATHS.catalog, label: 'Catalog', permission: 'catalog:edit' },
  { path: STUDIO_PATHS.articles, label: 'Articles', permission: 'articles:edit' },
  { path: STUDIO_PATHS.members, label: 'Members', permission: 'members:read' },
  { path: STUDIO_PATHS.staff, label: 'Staff', permission: 'staff:manage' },
  { path: STUDIO_PATHS.audit, label: 'Audit log', permission: 'audit:read' },
  { path: STUDIO_PATHS.jobs, label: 'Jobs', permission: 'jobs:manage' },
  { path: STUDIO_PATHS.commerce, label: 'Commerce', permission: COMMERCE_READERS },
  { path: STUDIO_PATHS.settings, label: 'Site settings', permission: 'settings:edit' },
  { path: STUDIO_PATHS.security, label: 'My security', permission: null },
];

export const STUDIO_API = {
  me: '/api/studio/me',
  secondFactor: '/api/studio/me/second-factor',
  enrolment: '/api/studio/me/two-factor/enrolment',
  enrolmentConfirmation: '/api/studio/me/two-factor/enrolment/confirmation',
  twoFactor: '/api/studio/me/two-factor',
  recoveryCodes: '/api/studio/me/two-factor/recovery-codes',
  sessions: '/api/studio/me/sessions',
  endOtherSessions: '/api/studio/me/sessions/end-others',
  dashboard: '/api/studio/dashboard',
  staff: '/api/studio/staff',
  invitations: '/api/studio/staff/invitations',
  securityPolicy: '/api/studio/settings/security',
  /**
   * The site's settings (docs/decisions/0035-site-settings.md): GET all; PUT /brand, /logo,
   * /colours, /sender, /experiments, /terms, /privacy; DELETE /{section} back to the default.
   */
  siteSettings: '/api/studio/settings/site',
  audit: '/api/studio/audit',
  auditCsv: '/api/studio/audit.csv',
  /** Video startup p50/p75, stalls and renditions per day (docs/decisions/0026-video-start.md). */
  playbackQuality: '/api/studio/reports/playback-quality',
  /**
   * Finding members; /{userId}: one member; /{userId}/timeline: their timeline; and the
   * support desk's actions under /{userId} (features/support).
   */
  members: '/api/studio/members',
  /** DELETE: stops viewing the site as a member (POST {members}/{userId}/view-as starts it). */
  viewAs: VIEW_AS.stopApi,
  /**
   * The catalog overview; /instructors, /categories, /classes, /subcategories, /outcomes,
   * /ten-minute-pieces and their records below it.
   */
  catalog: '/api/studio/catalog',
  /** Articles (docs/decisions/0038): /{uuid}, /{uuid}/publication, /{uuid}/revisions[/{id}/restoration]. */
  articles: '/api/studio/articles',
  /** Sessions: GET the list, POST a new one; /{uuid}: GET and PUT one with its modules and tasks. */
  catalogSessions: '/api/studio/catalog/sessions',
  /**
   * Playlists, programs, packages and projects: POST; /{id}: GET, PUT, DELETE; /{id}/publication: PUT;
   * /{id}/schedule: PUT; /{id}/revisions[/{revisionId}/restoration]; /candidates?q=: classes and
   * lessons to add (docs/decisions/0041-collection-authoring.md).
   */
  collections: '/api/studio/catalog/collections',
  /** GET: the whole catalog as one JSON file (docs/decisions/0037-catalog-data.md). */
  catalogExport: '/api/studio/catalog-export',
  /** POST: a catalog file to import, checked at once and written by a background job. */
  catalogImports: '/api/studio/catalog-imports',
  /** /{lessonUuid}/media, /uploads, /streams/{id}/retry, /captions/{language}, /transcript. */
  lessons: '/api/studio/lessons',
  /** /{uploadId}: a tus upload's offset (HEAD) and its bytes (PATCH). */
  uploads: '/api/studio/uploads',
  /** /{token} and /{token}/acceptance: an invitation link's calls (no staff needed). */
  invitationLinks: '/api/studio/invitations',
  /** Background jobs; /{jobId}/retry and /{jobId}/cancellation (docs/decisions/0031-studio-jobs.md). */
  jobs: '/api/studio/jobs',
  /**
   * Plans, prices, promotions, coupons and the commerce parameters (docs/decisions/0034):
   * /products/{uuid}/prices, /products/{uuid}/archive and /restore, /promotions[/{id}[/end]],
   * /coupons[/{id}/deactivate], /parameters.
   */
  commerce: '/api/studio/commerce',
} as const;

/** How long the reason of a support action is (the audit log keeps it). */
export const SUPPORT_REASON_LIMITS = { min: 3, max: 500 } as const;

/** How many recovery codes are made at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** The first ten of a where-used list, and how many more. */
const usesList = (uses: readonly string[]) =>
  `${uses.slice(0, 10).join(', ')}${uses.length > 10 ? ` and ${uses.length - 10} more` : ''}`;

/** Catalog authoring's texts (docs/decisions/0027-catalog-authoring.md). */
export const CATALOG_TEXTS = {
  /** A save made from a version someone else has changed since. */
  changedBy: (who: string, at: Date) =>
    `Changed by ${who} at ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC: reload to see their changes, then make yours again.`,
  /** Deleting a record other records still point at: those can be changed to point elsewhere. */
  inUse: (uses: readonly string[]) => `Still used by ${usesList(uses)}: change those first.`,
  /** Deleting what people still have (enrolled, waiting, holding access): nothing to change first. */
  heldBy: (uses: readonly string[]) =>
    `Still held by ${usesList(uses)}: it can’t be deleted while people have it.`,
  notYours: STUDIO_REFUSALS.notYours,
  /** What an instructor reads where editors change records every class shares. */
  sharedRecords: 'Every class shares these: owners, admins and editors change them.',
  unpublishedChanges: 'Unpublished changes',
  /** A playlist's tracks are lessons: the player plays them one after another. */
  playlistHoldsLessons: 'A playlist holds lessons only: add a lesson of this class instead.',
  /** A project's steps are lessons (and the articles it already has), never a whole class. */
  projectHoldsSteps: 'A project is made of steps: add a lesson of this class instead.',
  /** A scheduled time must be ahead; an unpublication must follow the publication. */
  scheduleInPast: 'Choose a time in the future.',
  alreadyPublished: 'It is already published: nothing to schedule.',
  unpublishAfterPublish: 'It is not published then: choose a time after it publishes.',
  itemTwice: 'This is already in the list.',
  itemGone: 'This no longer exists: remove it from the list.',
  /** What deleting a program or package would take away: its members' access. */
  grantsOf: (count: number) => (count === 1 ? '1 member’s access grant' : `${count} members’ access grants`),
} as const;

/** The collection kinds the studio edits, by the name its pages use. */
export const COLLECTION_KINDS = {
  playlist: 'Playlist',
  program: 'Program',
  package: 'Package',
  project: 'Project',
} as const;
export type EditableCollectionKind = keyof typeof COLLECTION_KINDS;

export const STUDIO_TEXTS = {
  /** The account menu's link for staff. */
  menuLink: STUDIO_LINK.label,
  notStaff: STUDIO_REFUSALS.notStaff,
  codeLabel: 'Six-digit code from your authenticator app',
  recoveryCodesOnce: 'Keep these codes somewhere safe: each works once, and they will not be shown again.',
} as const;

/** The studio's commerce pages (docs/decisions/0034-studio-commerce.md). */
export const COMMERCE_TEXTS = {
  /**
   * What a price change will do, shown before it is saved: new purchases at once, members'
   * renewals only after the notice.
   */
  priceNotice: (input: { price: string; date: string; days: number; members: number }) =>
    `New purchases pay ${input.price} as soon as you save. ${
      input.members === 1 ? 'The 1 member' : `The ${input.members} members`
    } on this plan in this currency ${input.members === 1 ? 'is' : 'are'} emailed now, and renewals on or after ${input.date} (${input.days} days’ notice) charge ${input.price}; renewals before then keep the price the member has.`,
  priceSaved: (price: string, date: string) =>
    `Saved: new purchases pay ${price} now; renewals from ${date} charge it.`,
  parametersUnused:
    'Guest passes and free trials are not built yet: these values are kept for them, and nothing reads them until then.',
  readOnly: 'You can read these pages; changing them needs the permission commerce:edit.',
} as const;

/** The catalog pages' own navigation (the export page is a button of the first one's, for who may export). */
export const CATALOG_PAGES = [
  // `short`: the name in the row of pages on a narrow screen, where the whole one would not fit.
  { path: STUDIO_PATHS.catalog, label: 'Classes, instructors and categories', short: 'Classes' },
  {
    path: STUDIO_PATHS.collections,
    label: 'Playlists, programs, packages and projects',
    short: 'Collections',
  },
  { path: STUDIO_PATHS.subcategories, label: 'Subcategories' },
  { path: STUDIO_PATHS.outcomes, label: 'Outcomes' },
  { path: STUDIO_PATHS.pieces, label: 'Ten-minute pieces' },
] as const;

/** The commerce pages' own navigation. */
export const COMMERCE_PAGES = [
  { path: STUDIO_PATHS.commerce, label: 'Plans and prices' },
  { path: STUDIO_PATHS.promotions, label: 'Promotions' },
  { path: STUDIO_PATHS.coupons, label: 'Coupons' },
] as const;
