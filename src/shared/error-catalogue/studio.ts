/** The studio: staff, second factor, staff sessions, catalog authoring, support desk, lesson media, jobs. */
import { STUDIO_REFUSALS } from '../studio-link';
import type { ErrorEntry } from './http';

export const STUDIO_ERRORS = {
  // The studio: staff, second factor, audit (ours: docs/decisions/0021-studio-staff-and-audit.md)
  not_staff: { status: 403, message: STUDIO_REFUSALS.notStaff },
  /** Any change asked by a session viewing the site as a member (docs/decisions/0029-support-desk.md). */
  viewing_as_member_read_only: {
    status: 403,
    message:
      'You are viewing the site as a member: nothing you do here is saved. Stop viewing to make changes.',
  },
  second_factor_required: {
    status: 401,
    message: 'Enter the code from your authenticator app to continue.',
  },
  two_factor_enrolment_required: {
    status: 403,
    message: 'Set up two-factor authentication to use the studio.',
  },
  second_factor_invalid: {
    status: 422,
    message: 'That code is not right, or it was already used. Try the next one.',
  },
  two_factor_already_enabled: { status: 409, message: 'Two-factor authentication is already on.' },
  two_factor_not_enabled: { status: 409, message: 'Two-factor authentication is not on.' },
  invitation_invalid: {
    status: 404,
    message: 'This invitation has expired or was already used. Ask for a new one.',
  },
  invitation_other_account: {
    status: 409,
    message: 'This invitation is for another email address than the account you are signed in with.',
  },
  invitation_needs_sign_in: {
    status: 409,
    message: 'This account signs in through another service: sign in with it, then open the link again.',
  },
  staff_already_member: {
    status: 409,
    message: 'This person is already on the staff: change their role instead.',
  },
  staff_not_found: { status: 404, message: 'This person is not on the staff.' },
  staff_last_owner: { status: 409, message: 'The school needs an owner: make someone else owner first.' },
  staff_role_not_grantable: {
    status: 403,
    message: 'You can only give or take away roles whose permissions you have yourself.',
  },
  staff_role_unknown: { status: 422, message: 'Choose one of the roles.' },
  staff_instructor_required: {
    status: 422,
    message: 'Choose the instructor whose classes this person prepares.',
  },
  session_not_found: { status: 404, message: 'The session does not exist' },
  session_is_current: { status: 409, message: 'This is the session you are using: sign out to end it.' },
  // Catalog authoring (ours: docs/decisions/0027-catalog-authoring.md)
  catalog_stale: {
    status: 409,
    message: 'Someone else changed this record since you opened it: reload to see their changes.',
  },
  catalog_in_use: { status: 409, message: 'This is still used elsewhere: change those first.' },
  catalog_not_yours: { status: 403, message: STUDIO_REFUSALS.notYours },
  class_not_found: { status: 404, message: 'This class does not exist.' },
  article_not_found: { status: 404, message: 'This article does not exist.' },
  class_not_published: {
    status: 409,
    message: 'This class is not on the site: publish it before unpublishing it.',
  },
  unpublication_not_scheduled: {
    status: 409,
    message: 'This class is not scheduled to unpublish: reload to see its state.',
  },
  article_not_published: {
    status: 409,
    message: 'This article is not on the site: publish it before unpublishing it.',
  },
  article_unpublication_not_scheduled: {
    status: 409,
    message: 'This article is not scheduled to unpublish: reload to see its state.',
  },
  // A session (camp) of the catalog; session_not_found above is a sign-in session.
  camp_not_found: { status: 404, message: 'This session does not exist.' },
  revision_not_found: { status: 404, message: 'This revision does not exist.' },
  instructor_not_found: { status: 404, message: 'This instructor does not exist.' },
  category_not_found: { status: 404, message: 'This category does not exist.' },
  // Subcategories, outcomes and ten-minute pieces (ours: docs/decisions/0040-catalog-records.md)
  subcategory_not_found: { status: 404, message: 'This subcategory does not exist.' },
  outcome_not_found: { status: 404, message: 'This outcome does not exist.' },
  ten_minute_piece_not_found: { status: 404, message: 'This ten-minute piece does not exist.' },
  collection_not_found: {
    status: 404,
    message: 'This playlist, program, package or project does not exist.',
  },
  // Catalog export and import (ours: docs/decisions/0037-catalog-data.md); the message names the record.
  catalog_import_invalid: { status: 422, message: 'This catalog file cannot be imported.' },
  catalog_import_not_found: { status: 404, message: 'This catalog import does not exist.' },
  // The studio's support desk (docs/decisions/0029-support-desk.md)
  member_not_found: { status: 404, message: 'This member does not exist.' },
  member_grant_not_found: { status: 404, message: 'This member has no such access grant.' },
  member_not_locked: { status: 409, message: 'This account is not locked.' },
  member_already_confirmed: { status: 409, message: 'This member’s email is already confirmed.' },
  // Lesson media in the studio (ours: docs/decisions/0028-uploads-and-storage.md)
  upload_too_large: {
    status: 413,
    message:
      'This file is larger than the upload limit. Export a smaller file, or ask whoever runs the school to raise the limit.',
  },
  upload_not_video: {
    status: 422,
    message:
      'This file is not a video we can read, or it is cut short. Choose the video file (MP4, MOV, WebM…) and upload it again.',
  },
  upload_not_found: {
    status: 404,
    message: 'This upload has expired or was already finished. Start the upload again.',
  },
  upload_offset_conflict: {
    status: 409,
    message: 'This upload moved on elsewhere (another tab?). Resume it to continue from where it stands.',
  },
  transcode_not_failed: { status: 409, message: 'Only a failed conversion can be retried.' },
  captions_invalid: {
    status: 422,
    message:
      'This captions file is neither WebVTT nor SRT, or it has no cues. Check the file and upload it again.',
  },
  captions_language_invalid: {
    status: 422,
    message: 'Name the captions’ language with its code, such as en, es or pt-br.',
  },
  // The studio's jobs page (ours: docs/decisions/0031-studio-jobs.md)
  job_not_found: { status: 404, message: 'This job does not exist.' },
  job_not_retryable: { status: 409, message: 'Only a failed or cancelled job can be retried.' },
  job_not_cancellable: {
    status: 409,
    message: 'Only a waiting job can be cancelled: this one has started or finished. Reload to see it.',
  },
  job_kind_not_cancellable: {
    status: 409,
    message: 'Jobs of this kind cannot be cancelled: they must run (recurring work, payments).',
  },
  job_replaced: {
    status: 409,
    message: 'A newer stream of this lesson replaced this conversion: see the lesson’s media.',
  },
  // Commerce in the studio (ours: docs/decisions/0034-studio-commerce.md)
  commerce_product_not_found: { status: 404, message: 'This product does not exist.' },
  commerce_product_not_built: {
    status: 409,
    message:
      'This product is not sold until what it delivers is built: it cannot be archived or put on sale here.',
  },
  commerce_product_archived: { status: 409, message: 'This product is already archived.' },
  commerce_product_on_sale: { status: 409, message: 'This product is already on sale.' },
  commerce_price_unchanged: { status: 409, message: 'This is the price already: nothing to change.' },
  promotion_not_found: { status: 404, message: 'This promotion does not exist.' },
  promotion_ended: {
    status: 409,
    message: 'This promotion has ended (or was withdrawn): it cannot be changed. Create another.',
  },
  coupon_not_found: { status: 404, message: 'This coupon does not exist.' },
  coupon_ended: { status: 409, message: 'This coupon has ended already.' },
} as const satisfies Record<string, ErrorEntry>;
