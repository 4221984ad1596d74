import { describe, expect, it } from 'vitest';
import { systemActor } from '~/features/staff/staff.service';
import { MAIL_DELIVERY_JOB } from '~/server/mail/mailer';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { DEMO_DATA_ACTOR } from '~/server/seed/demo-staff';
import { DEFAULT_ROLES, type DefaultRoleKey, STUDIO_API } from '~/shared/studio';
import { productId } from '../../../tests/commerce';
import { catalogFile } from '../../../tests/factories/catalog-file';
import { buildCourse } from '../../../tests/factories/courses';
import { clientFor, codeNow, makeAccount, STAFF_PASSWORD } from '../../../tests/staff';
import { tempDir } from '../../../tests/temp-dir';
import { createTestApp } from '../../../tests/test-app';

/**
 * The role matrix: for every studio operation, every default role, a member (no staff role)
 * and a visitor, is the call let through or refused (401 visitor, 403 otherwise)? One row per
 * operation of the OpenAPI document tagged studio; later parts of the studio add theirs.
 */
const media = tempDir('role-matrix');
const t = await createTestApp({
  env: { MEDIA_DIR: media.freshPath('media'), UPLOAD_DIR: media.freshPath('uploads') },
});
const { services, db } = t;
await seedDemoOffers(db, { now: t.clock.now() });

type Persona = DefaultRoleKey | 'member' | 'visitor';
const ROLES = Object.keys(DEFAULT_ROLES) as DefaultRoleKey[];
const PERSONAS: Persona[] = [...ROLES, 'member', 'visitor'];

type Account = { userId: number | null; email: string; secret: string | null };
type Call = {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** Headers of a protocol call (tus), sent with the CSRF token. */
  headers?: Record<string, string>;
};
type Row = {
  operation: string;
  /** The roles let through; 'staff' for any staff member; 'anyone' for a call open to visitors. */
  may: readonly DefaultRoleKey[] | 'staff' | 'anyone';
  /** The answer to a call let through. */
  ok: number;
  /**
   * Each persona a new account for this row (its call changes the caller's own second factor),
   * optionally without an authenticator.
   */
  fresh?: { enrolled: boolean };
  call: (caller: Account) => Promise<Call> | Call;
  /** Why the call is not in the OpenAPI document (a HEAD: @fastify/swagger leaves those out). */
  undocumented?: string;
};

const mediaCourse = await buildCourse(db);
const mediaLesson = mediaCourse.lessons.find((l) => l.role === 'lesson')!;
const lessonApi = `${STUDIO_API.lessons}/${mediaLesson.uuid}`;
const tus = { 'tus-resumable': '1.0.0' };
const mediaActor = { ...DEMO_DATA_ACTOR, instructorId: null };
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello\n';

const instructor = await db
  .insertInto('instructors')
  .values({ slug: 'matrix-teacher', name: 'Matrix Teacher', headline: 'Teacher', bio: 'Teaches.', hue: 200 })
  .returning('id')
  .executeTakeFirstOrThrow();

async function newPersona(persona: Persona, enrolled = true): Promise<Account> {
  if (persona === 'visitor') return { userId: null, email: '', secret: null };
  return makeAccount(t, {
    ...(persona === 'member' ? {} : { role: persona, twoFactor: enrolled }),
    ...(persona === 'instructor' ? { instructorId: instructor.id } : {}),
  });
}

const shared = new Map<Persona, Account>();
for (const persona of PERSONAS) shared.set(persona, await newPersona(persona));

let n = 0;
const email = () => `matrix-${++n}@example.com`;
const invitationFor = (address: string) =>
  services.staff.invite(DEMO_DATA_ACTOR, { email: address, role: 'evaluator' }, { origin: '', send: 'none' });
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
const member = shared.get('member')!;

// Catalog authoring: instructors are scoped to the matrix teacher's classes, which these are.
const CATALOG_EDIT: DefaultRoleKey[] = ['owner', 'admin', 'editor', 'instructor'];
/** Instructors and categories are shared by every class: not for instructor-scoped roles. */
const CATALOG_SHARED: DefaultRoleKey[] = ['owner', 'admin', 'editor'];
const catalog = STUDIO_API.catalog;
const classUrl = (uuid: string) => `${catalog}/classes/${uuid}`;
const systemCatalogActor = { ...DEMO_DATA_ACTOR, ownInstructorId: null };
const category = await db
  .insertInto('categories')
  .values({ slug: 'matrix-category', name: 'Matrix', description: '', position: 99, hue: 1 })
  .returning('id')
  .executeTakeFirstOrThrow();
const newCategory = async () =>
  (
    await db
      .insertInto('categories')
      .values({ slug: `matrix-category-${++n}`, name: 'Matrix', description: '', position: 99, hue: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const newClass = () =>
  services.authoring.create(systemCatalogActor, {
    title: `Matrix class ${++n}`,
    instructorId: instructor.id,
    categoryId: category.id,
  });
const evaluator = () => makeAccount(t, { role: 'evaluator' });
/** articles:edit and articles:publish: no default role holds one without the other. */
const ARTICLES: DefaultRoleKey[] = ['owner', 'admin', 'editor'];
const articleUrl = (uuid: string) => `${STUDIO_API.articles}/${uuid}`;
const newArticle = () =>
  services.articleAuthoring.create(DEMO_DATA_ACTOR, {
    title: `Matrix article ${++n}`,
    instructorId: instructor.id,
    categoryId: category.id,
  });

/** An upload of 10 bytes started by the owner, for the calls that continue one. */
async function startedUpload(): Promise<string> {
  const owner = await clientFor(t, shared.get('owner')!.userId);
  const created = await owner.request({
    method: 'POST',
    url: `${lessonApi}/uploads`,
    headers: { ...tus, 'upload-length': '10', 'x-csrf-token': await owner.csrfToken() },
  });
  return created.headers.location as string;
}

const MEDIA_ROLES = ['owner', 'admin', 'editor'] as const;

const ROWS: Row[] = [
  {
    operation: 'studioGetLessonMedia',
    may: MEDIA_ROLES,
    ok: 200,
    call: () => ({ method: 'GET', url: `${lessonApi}/media` }),
  },
  {
    operation: 'studioCreateUpload',
    may: MEDIA_ROLES,
    ok: 201,
    call: () => ({ method: 'POST', url: `${lessonApi}/uploads`, headers: { ...tus, 'upload-length': '10' } }),
  },
  {
    operation: 'studioGetUploadOffset',
    undocumented: 'a tus HEAD',
    may: MEDIA_ROLES,
    ok: 200,
    call: async () => ({ method: 'HEAD', url: await startedUpload(), headers: tus }),
  },
  {
    operation: 'studioSendUploadBytes',
    may: MEDIA_ROLES,
    ok: 204,
    call: async () => ({
      method: 'PATCH',
      url: await startedUpload(),
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.from('12345'),
    }),
  },
  {
    operation: 'studioRetryTranscode',
    may: MEDIA_ROLES,
    ok: 201,
    call: async () => {
      const key = `lessons/${mediaLesson.uuid}/sources/matrix`;
      await services.media.storage.put(key, 'not a video');
      const stream = await services.media.requestTranscode({ lessonUuid: mediaLesson.uuid, sourceKey: key });
      await db.updateTable('media_assets').set({ status: 'failed' }).where('id', '=', stream.id).execute();
      return { method: 'POST', url: `${lessonApi}/streams/${stream.id}/retry` };
    },
  },
  // The jobs page (jobs:manage): each call a job of its own in the state the call needs.
  {
    operation: 'studioListJobs',
    may: ['owner', 'admin'],
    ok: 200,
    call: () => ({ method: 'GET', url: `${STUDIO_API.jobs}?state=failed` }),
  },
  {
    operation: 'studioExportCatalog',
    may: ['owner', 'admin'],
    ok: 200,
    call: () => ({ method: 'GET', url: STUDIO_API.catalogExport }),
  },
  {
    operation: 'studioImportCatalog',
    may: ['owner', 'admin'],
    ok: 202,
    // Each call a file of its own: one let through adds its records.
    call: () => ({ method: 'POST', url: STUDIO_API.catalogImports, body: catalogFile(`matrix${++n}`) }),
  },
  {
    operation: 'studioRetryJob',
    may: ['owner', 'admin'],
    ok: 200,
    call: async () => {
      const id = await services.jobs.enqueue('matrix.report', null);
      await db.updateTable('jobs').set({ status: 'dead' }).where('id', '=', id).execute();
      return { method: 'POST', url: `${STUDIO_API.jobs}/${id}/retry` };
    },
  },
  {
    operation: 'studioCancelJob',
    may: ['owner', 'admin'],
    ok: 200,
    call: async () => {
      const id = await services.jobs.enqueue(MAIL_DELIVERY_JOB, { id: 0 });
      return { method: 'POST', url: `${STUDIO_API.jobs}/${id}/cancellation` };
    },
  },
  {
    operation: 'studioPutCaptions',
    may: MEDIA_ROLES,
    ok: 200,
    call: () => ({ method: 'PUT', url: `${lessonApi}/captions/en`, body: { text: VTT } }),
  },
  {
    operation: 'studioDeleteCaptions',
    may: MEDIA_ROLES,
    ok: 200,
    call: async () => {
      await services.lessonMedia.putCaptions(mediaActor, mediaLesson.uuid, 'fr', VTT);
      return { method: 'DELETE', url: `${lessonApi}/captions/fr` };
    },
  },
  {
    operation: 'studioPutTranscript',
    may: MEDIA_ROLES,
    ok: 204,
    call: () => ({ method: 'PUT', url: `${lessonApi}/transcript`, body: { text: 'Words.' } }),
  },
  { operation: 'studioGetMe', may: 'staff', ok: 200, call: () => ({ method: 'GET', url: STUDIO_API.me }) },
  {
    operation: 'studioVerifySecondFactor',
    may: 'staff',
    ok: 200,
    fresh: { enrolled: true },
    call: (caller) => ({
      method: 'POST',
      url: STUDIO_API.secondFactor,
      body: { code: caller.secret ? codeNow(t, caller.secret) : '000000' },
    }),
  },
  {
    operation: 'studioRestartEnrolment',
    may: 'staff',
    ok: 200,
    fresh: { enrolled: false },
    call: () => ({ method: 'POST', url: STUDIO_API.enrolment }),
  },
  {
    operation: 'studioConfirmEnrolment',
    may: 'staff',
    ok: 200,
    fresh: { enrolled: false },
    call: async (caller) => {
      const pending = caller.userId ? await services.twoFactor.enrolment(caller.userId, caller.email) : null;
      const code = pending ? services.totp.codeAt(pending.secret, t.clock.now()) : '000000';
      return { method: 'POST', url: STUDIO_API.enrolmentConfirmation, body: { code } };
    },
  },
  {
    operation: 'studioDisableTwoFactor',
    may: 'staff',
    ok: 204,
    fresh: { enrolled: true },
    call: (caller) => ({
      method: 'DELETE',
      url: STUDIO_API.twoFactor,
      body: { code: caller.secret ? codeNow(t, caller.secret) : '000000' },
    }),
  },
  {
    operation: 'studioRegenerateRecoveryCodes',
    may: 'staff',
    ok: 200,
    call: () => ({ method: 'POST', url: STUDIO_API.recoveryCodes }),
  },
  {
    operation: 'studioListSessions',
    may: 'staff',
    ok: 200,
    call: () => ({ method: 'GET', url: STUDIO_API.sessions }),
  },
  {
    operation: 'studioEndSession',
    may: 'staff',
    ok: 204,
    call: async (caller) => {
      const other = await services.sessions.start(caller.userId ?? member.userId);
      return { method: 'DELETE', url: `${STUDIO_API.sessions}/${other.id}` };
    },
  },
  {
    operation: 'studioEndOtherSessions',
    may: 'staff',
    ok: 200,
    call: () => ({ method: 'POST', url: STUDIO_API.endOtherSessions }),
  },
  {
    operation: 'studioGetStaff',
    may: ['owner', 'admin'],
    ok: 200,
    call: () => ({ method: 'GET', url: STUDIO_API.staff }),
  },
  {
    operation: 'studioInviteStaff',
    may: ['owner', 'admin'],
    ok: 201,
    call: () => ({
      method: 'POST',
      url: STUDIO_API.invitations,
      body: { email: email(), role: 'evaluator' },
    }),
  },
  {
    operation: 'studioWithdrawInvitation',
    may: ['owner', 'admin'],
    ok: 204,
    call: async () => {
      const { invitation } = await invitationFor(email());
      return { method: 'DELETE', url: `${STUDIO_API.invitations}/${invitation.id}` };
    },
  },
  {
    operation: 'studioChangeStaffRole',
    may: ['owner', 'admin'],
    ok: 204,
    call: async () => ({
      method: 'PATCH',
      url: `${STUDIO_API.staff}/${(await evaluator()).userId}`,
      body: { role: 'support' },
    }),
  },
  {
    operation: 'studioRemoveStaff',
    may: ['owner', 'admin'],
    ok: 204,
    call: async () => ({ method: 'DELETE', url: `${STUDIO_API.staff}/${(await evaluator()).userId}` }),
  },
  {
    operation: 'studioResetStaffTwoFactor',
    may: ['owner', 'admin'],
    ok: 204,
    call: async () => ({
      method: 'DELETE',
      url: `${STUDIO_API.staff}/${(await evaluator()).userId}/two-factor`,
    }),
  },
  ...siteSettingsRows(),
  {
    operation: 'studioGetSecurityPolicy',
    may: ['owner'],
    ok: 200,
    call: () => ({ method: 'GET', url: STUDIO_API.securityPolicy }),
  },
  {
    operation: 'studioSetSecurityPolicy',
    may: ['owner'],
    ok: 200,
    call: () => ({ method: 'PUT', url: STUDIO_API.securityPolicy, body: { two_factor_required: true } }),
  },
  {
    operation: 'studioListAudit',
    may: ['owner', 'admin'],
    ok: 200,
    call: () => ({ method: 'GET', url: STUDIO_API.audit }),
  },
  {
    operation: 'studioExportAudit',
    may: ['owner', 'admin'],
    ok: 200,
    call: () => ({ method: 'GET', url: STUDIO_API.auditCsv }),
  },
  {
    operation: 'studioPlaybackQuality',
    may: ['owner', 'admin'],
    ok: 200,
    call: () => ({ method: 'GET', url: STUDIO_API.playbackQuality }),
  },
  {
    operation: 'studioGetMemberTimeline',
    may: ['owner', 'admin', 'support'],
    ok: 200,
    call: () => ({ method: 'GET', url: `${STUDIO_API.members}/${member.userId}/timeline` }),
  },
  ...supportRows(),
  ...commerceRows(),
  ...discoveryRecordRows(),
  ...sessionRows(),
  ...collectionRows(),
  {
    operation: 'studioGetCatalog',
    may: CATALOG_EDIT,
    ok: 200,
    call: () => ({ method: 'GET', url: catalog }),
  },
  {
    operation: 'studioCreateInstructor',
    may: CATALOG_SHARED,
    ok: 201,
    call: () => ({
      method: 'POST',
      url: `${catalog}/instructors`,
      body: { name: `New ${++n}`, headline: '', bio: '', hue: 1 },
    }),
  },
  {
    operation: 'studioUpdateInstructor',
    may: CATALOG_SHARED,
    ok: 204,
    call: async () => {
      const row = await db
        .selectFrom('instructors')
        .select('version')
        .where('id', '=', instructor.id)
        .executeTakeFirstOrThrow();
      return {
        method: 'PUT',
        url: `${catalog}/instructors/${instructor.id}`,
        body: {
          name: 'Matrix Teacher',
          slug: 'matrix-teacher',
          headline: '',
          bio: '',
          hue: 1,
          version: row.version,
        },
      };
    },
  },
  {
    operation: 'studioCreateCategory',
    may: CATALOG_SHARED,
    ok: 201,
    call: () => ({
      method: 'POST',
      url: `${catalog}/categories`,
      body: { name: `C ${++n}`, description: '', hue: 1 },
    }),
  },
  {
    operation: 'studioUpdateCategory',
    may: CATALOG_SHARED,
    ok: 204,
    call: async () => ({
      method: 'PUT',
      url: `${catalog}/categories/${await newCategory()}`,
      body: { name: `C ${++n}`, description: '', hue: 2, version: 1 },
    }),
  },
  {
    operation: 'studioDeleteCategory',
    may: CATALOG_SHARED,
    ok: 204,
    call: async () => ({ method: 'DELETE', url: `${catalog}/categories/${await newCategory()}` }),
  },
  {
    operation: 'studioCreateClass',
    may: CATALOG_EDIT,
    ok: 201,
    call: () => ({
      method: 'POST',
      url: `${catalog}/classes`,
      body: { title: `Matrix class ${++n}`, instructor_id: instructor.id, category_id: category.id },
    }),
  },
  {
    operation: 'studioGetClass',
    may: CATALOG_EDIT,
    ok: 200,
    call: async () => ({ method: 'GET', url: classUrl((await newClass()).uuid) }),
  },
  {
    operation: 'studioSaveClass',
    may: CATALOG_EDIT,
    ok: 200,
    call: async () => {
      const draft = await newClass();
      return {
        method: 'PUT',
        url: classUrl(draft.uuid),
        body: { version: draft.version, document: draft.document },
      };
    },
  },
  {
    operation: 'studioPublishClass',
    may: ['owner', 'admin', 'editor'],
    ok: 200,
    call: async () => {
      const draft = await newClass();
      return { method: 'POST', url: `${classUrl(draft.uuid)}/publication`, body: { version: draft.version } };
    },
  },
  {
    operation: 'studioCancelClassUnpublication',
    may: ['owner', 'admin', 'editor'],
    ok: 200,
    call: async () => {
      const draft = await newClass();
      const published = await services.authoring.publish(systemCatalogActor, draft.uuid, draft.version, null);
      const at = new Date(t.clock.now().getTime() + 3_600_000);
      const scheduled = await services.authoring.unpublish(
        systemCatalogActor,
        draft.uuid,
        published.version,
        at,
      );
      return {
        method: 'POST',
        url: `${classUrl(draft.uuid)}/unpublication/cancellation`,
        body: { version: scheduled.version },
      };
    },
  },
  {
    operation: 'studioUnpublishClass',
    may: ['owner', 'admin', 'editor'],
    ok: 200,
    call: async () => {
      const draft = await newClass();
      const published = await services.authoring.publish(systemCatalogActor, draft.uuid, draft.version, null);
      return {
        method: 'POST',
        url: `${classUrl(draft.uuid)}/unpublication`,
        body: { version: published.version },
      };
    },
  },
  {
    operation: 'studioListClassRevisions',
    may: CATALOG_EDIT,
    ok: 200,
    call: async () => ({ method: 'GET', url: `${classUrl((await newClass()).uuid)}/revisions` }),
  },
  {
    operation: 'studioRestoreClassRevision',
    may: CATALOG_EDIT,
    ok: 200,
    call: async () => {
      const draft = await newClass();
      const published = await services.authoring.publish(systemCatalogActor, draft.uuid, draft.version, null);
      const [revision] = await services.authoring.revisions(systemCatalogActor, draft.uuid);
      return {
        method: 'POST',
        url: `${classUrl(draft.uuid)}/revisions/${revision!.id}/restoration`,
        body: { version: published.version },
      };
    },
  },
  {
    operation: 'studioListArticles',
    may: ARTICLES,
    ok: 200,
    call: () => ({ method: 'GET', url: STUDIO_API.articles }),
  },
  {
    operation: 'studioCreateArticle',
    may: ARTICLES,
    ok: 201,
    call: () => ({
      method: 'POST',
      url: STUDIO_API.articles,
      body: { title: `Matrix article ${++n}`, instructor_id: instructor.id, category_id: category.id },
    }),
  },
  {
    operation: 'studioGetArticle',
    may: ARTICLES,
    ok: 200,
    call: async () => ({ method: 'GET', url: articleUrl((await newArticle()).uuid) }),
  },
  {
    operation: 'studioSaveArticle',
    may: ARTICLES,
    ok: 200,
    call: async () => {
      const draft = await newArticle();
      return {
        method: 'PUT',
        url: articleUrl(draft.uuid),
        body: { version: draft.version, document: draft.document },
      };
    },
  },
  {
    operation: 'studioPublishArticle',
    may: ARTICLES,
    ok: 200,
    call: async () => {
      const draft = await newArticle();
      return {
        method: 'POST',
        url: `${articleUrl(draft.uuid)}/publication`,
        body: { version: draft.version },
      };
    },
  },
  {
    operation: 'studioUnpublishArticle',
    may: ARTICLES,
    ok: 200,
    call: async () => {
      const draft = await newArticle();
      const published = await services.articleAuthoring.publish(
        DEMO_DATA_ACTOR,
        draft.uuid,
        draft.version,
        null,
      );
      return {
        method: 'POST',
        url: `${articleUrl(draft.uuid)}/unpublication`,
        body: { version: published.version },
      };
    },
  },
  {
    operation: 'studioCancelArticleUnpublication',
    may: ARTICLES,
    ok: 200,
    call: async () => {
      const draft = await newArticle();
      const published = await services.articleAuthoring.publish(
        DEMO_DATA_ACTOR,
        draft.uuid,
        draft.version,
        null,
      );
      const at = new Date(t.clock.now().getTime() + 3_600_000);
      const scheduled = await services.articleAuthoring.unpublish(
        DEMO_DATA_ACTOR,
        draft.uuid,
        published.version,
        at,
      );
      return {
        method: 'POST',
        url: `${articleUrl(draft.uuid)}/unpublication/cancellation`,
        body: { version: scheduled.version },
      };
    },
  },
  {
    operation: 'studioListArticleRevisions',
    may: ARTICLES,
    ok: 200,
    call: async () => ({ method: 'GET', url: `${articleUrl((await newArticle()).uuid)}/revisions` }),
  },
  {
    operation: 'studioRestoreArticleRevision',
    may: ARTICLES,
    ok: 200,
    call: async () => {
      const draft = await newArticle();
      const published = await services.articleAuthoring.publish(
        DEMO_DATA_ACTOR,
        draft.uuid,
        draft.version,
        null,
      );
      const [revision] = await services.articleAuthoring.revisions(draft.uuid);
      return {
        method: 'POST',
        url: `${articleUrl(draft.uuid)}/revisions/${revision!.id}/restoration`,
        body: { version: published.version },
      };
    },
  },
  {
    operation: 'studioGetInvitation',
    may: 'anyone',
    ok: 200,
    call: async () => ({
      method: 'GET',
      url: `${STUDIO_API.invitationLinks}/${tokenOf((await invitationFor(email())).link)}`,
    }),
  },
  {
    operation: 'studioAcceptInvitation',
    may: 'anyone',
    ok: 200,
    call: async () => ({
      method: 'POST',
      url: `${STUDIO_API.invitationLinks}/${tokenOf((await invitationFor(email())).link)}/acceptance`,
      body: { password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD },
    }),
  },
];

/** The support desk's calls (features/support): each on a member of its own where it changes them. */
function supportRows(): Row[] {
  const support = ['owner', 'admin', 'support'] as const;
  const reason = { reason: 'Role matrix' };
  const memberUrl = (userId: number | null) => `${STUDIO_API.members}/${userId}`;
  const fresh = () => makeAccount(t);
  const paidOrder = async () => {
    const buyer = await fresh();
    await services.payments.add(buyer.userId, { token: 'tok_visa' });
    await services.cart.addProduct({ userId: buyer.userId }, productId('monthly-individual'), {
      country: 'US',
    });
    const placed = await services.orders.place(buyer.userId, {
      country: 'US',
      idempotencyKey: `matrix-${++n}`,
    });
    if (placed.status !== 'paid') throw new Error('matrix: the order is not paid');
    const sub = await services.subscriptions.current(buyer.userId);
    return { userId: buyer.userId, orderId: placed.order.id, subscriptionId: sub!.id };
  };
  return [
    {
      operation: 'studioFindMembers',
      may: [...support],
      ok: 200,
      call: () => ({ method: 'GET', url: `${STUDIO_API.members}?q=matrix` }),
    },
    {
      operation: 'studioGetMember',
      may: [...support],
      ok: 200,
      call: () => ({ method: 'GET', url: memberUrl(member.userId) }),
    },
    {
      operation: 'studioGrantMemberAccess',
      may: [...support],
      ok: 201,
      call: async () => ({
        method: 'POST',
        url: `${memberUrl((await fresh()).userId)}/grants`,
        body: { ...reason, scope: 'all', days: 7 },
      }),
    },
    {
      operation: 'studioExtendMemberAccess',
      may: [...support],
      ok: 200,
      call: async () => {
        const someone = await fresh();
        const grant = await services.access.grant({
          userId: someone.userId,
          scope: 'all',
          source: 'admin',
          endsAt: new Date(t.clock.now().getTime() + 86_400_000),
        });
        return {
          method: 'POST',
          url: `${memberUrl(someone.userId)}/grants/${grant.id}/extension`,
          body: { ...reason, days: 7 },
        };
      },
    },
    {
      operation: 'studioRefundMemberOrder',
      may: [...support],
      ok: 200,
      call: async () => {
        const paid = await paidOrder();
        return {
          method: 'POST',
          url: `${memberUrl(paid.userId)}/orders/${paid.orderId}/refund`,
          body: reason,
        };
      },
    },
    {
      operation: 'studioCancelMemberSubscription',
      may: [...support],
      ok: 200,
      call: async () => {
        const paid = await paidOrder();
        return {
          method: 'POST',
          url: `${memberUrl(paid.userId)}/subscriptions/${paid.subscriptionId}/cancellation`,
          body: reason,
        };
      },
    },
    {
      operation: 'studioResendMemberConfirmation',
      may: [...support],
      ok: 200,
      call: async () => ({
        method: 'POST',
        url: `${memberUrl((await fresh()).userId)}/confirmation-email`,
        body: reason,
      }),
    },
    {
      operation: 'studioUnlockMember',
      may: [...support],
      ok: 204,
      call: async () => {
        const someone = await fresh();
        await db
          .updateTable('users')
          .set({ locked_until_at: new Date(t.clock.now().getTime() + 3_600_000) })
          .where('id', '=', someone.userId)
          .execute();
        return { method: 'POST', url: `${memberUrl(someone.userId)}/unlock`, body: reason };
      },
    },
    {
      operation: 'studioSignOutMember',
      may: [...support],
      ok: 200,
      call: async () => ({
        method: 'POST',
        url: `${memberUrl((await fresh()).userId)}/sign-out`,
        body: reason,
      }),
    },
    {
      operation: 'studioViewAsMember',
      may: [...support],
      ok: 201,
      call: async () => ({
        method: 'POST',
        url: `${memberUrl((await fresh()).userId)}/view-as`,
        body: reason,
      }),
    },
    // Nothing to stop is fine: any staff member gets 204.
    {
      operation: 'studioStopViewingAsMember',
      may: 'staff',
      ok: 204,
      call: () => ({ method: 'DELETE', url: STUDIO_API.viewAs }),
    },
  ];
}

/** Commerce (features/commerce): read by commerce:edit or financials:read, changed by commerce:edit. */
function commerceRows(): Row[] {
  const commerce = ['owner', 'admin'] as const;
  const api = STUDIO_API.commerce;
  const system = systemActor('role matrix');
  const product = (slug: string) => `${api}/products/${productId(slug)}`;
  const onSale = (slug: string, sale: boolean) =>
    db
      .updateTable('products')
      .set({ is_available: sale, archived_at: sale ? null : t.clock.now() })
      .where('slug', '=', slug)
      .execute();
  const day = 86_400_000;
  const promotion = () => ({
    name: 'Matrix sale',
    headline: 'Matrix sale',
    cta_label: 'See',
    cta_path: '/promotion',
    starts_at: new Date(t.clock.now().getTime() + day).toISOString(),
    ends_at: new Date(t.clock.now().getTime() + 2 * day).toISOString(),
    time_zone: 'UTC',
    percent_off: 10,
    copy: [],
  });
  const newPromotion = async () =>
    (await services.commerceDesk.createPromotion(system, { slug: `matrix-sale-${++n}`, ...promotion() })).id;
  const coupon = () => ({
    code: `MATRIX-${++n}`,
    kind: 'percent' as const,
    amount: 10,
    currency: null,
    valid_from: null,
    valid_until: null,
    max_redemptions: null,
    first_period_only: false,
    product_ids: [],
  });
  return [
    { operation: 'studioGetCommerce', may: commerce, ok: 200, call: () => ({ method: 'GET', url: api }) },
    {
      operation: 'studioChangePrice',
      may: commerce,
      ok: 201,
      call: () => ({
        method: 'POST',
        url: `${product('yearly-family')}/prices`,
        body: { currency: 'AUD', amount_cents: 30_000 + ++n },
      }),
    },
    {
      operation: 'studioArchiveProduct',
      may: commerce,
      ok: 200,
      call: async () => {
        await onSale('gift-duo', true);
        return { method: 'POST', url: `${product('gift-duo')}/archive` };
      },
    },
    {
      operation: 'studioRestoreProduct',
      may: commerce,
      ok: 200,
      call: async () => {
        await onSale('gift-family', false);
        return { method: 'POST', url: `${product('gift-family')}/restore` };
      },
    },
    {
      operation: 'studioSetCommerceParameters',
      may: commerce,
      ok: 200,
      call: () => ({
        method: 'PUT',
        url: `${api}/parameters`,
        body: { guest_pass_count: 2, guest_pass_days: 7 + (++n % 30), trial_days: 30 },
      }),
    },
    {
      operation: 'studioListPromotions',
      may: commerce,
      ok: 200,
      call: () => ({ method: 'GET', url: `${api}/promotions` }),
    },
    {
      operation: 'studioCreatePromotion',
      may: commerce,
      ok: 201,
      call: () => ({
        method: 'POST',
        url: `${api}/promotions`,
        body: { slug: `matrix-new-${++n}`, ...promotion() },
      }),
    },
    {
      operation: 'studioUpdatePromotion',
      may: commerce,
      ok: 200,
      call: async () => ({
        method: 'PUT',
        url: `${api}/promotions/${await newPromotion()}`,
        body: promotion(),
      }),
    },
    {
      operation: 'studioEndPromotion',
      may: commerce,
      ok: 200,
      call: async () => ({ method: 'POST', url: `${api}/promotions/${await newPromotion()}/end` }),
    },
    {
      operation: 'studioListCoupons',
      may: commerce,
      ok: 200,
      call: () => ({ method: 'GET', url: `${api}/coupons` }),
    },
    {
      operation: 'studioCreateCoupon',
      may: commerce,
      ok: 201,
      call: () => ({ method: 'POST', url: `${api}/coupons`, body: coupon() }),
    },
    {
      operation: 'studioDeactivateCoupon',
      may: commerce,
      ok: 200,
      call: async () => {
        const { id } = await services.commerceDesk.createCoupon(system, coupon());
        return { method: 'POST', url: `${api}/coupons/${id}/deactivate` };
      },
    },
  ];
}

/** Sessions (camps) in the studio (catalog:edit), all taught by the matrix teacher. */
function sessionRows(): Row[] {
  const api = STUDIO_API.catalogSessions;
  const newSession = () =>
    services.sessionAuthoring.create(systemCatalogActor, {
      title: `Matrix session ${++n}`,
      instructorId: instructor.id,
      categoryId: category.id,
    });
  return [
    {
      operation: 'studioListCatalogSessions',
      may: CATALOG_EDIT,
      ok: 200,
      call: () => ({ method: 'GET', url: api }),
    },
    {
      operation: 'studioCreateSession',
      may: CATALOG_EDIT,
      ok: 201,
      call: () => ({
        method: 'POST',
        url: api,
        body: { title: `Matrix session ${++n}`, instructor_id: instructor.id, category_id: category.id },
      }),
    },
    {
      operation: 'studioGetSession',
      may: CATALOG_EDIT,
      ok: 200,
      call: async () => ({ method: 'GET', url: `${api}/${(await newSession()).uuid}` }),
    },
    {
      operation: 'studioSaveSession',
      may: CATALOG_EDIT,
      ok: 200,
      call: async () => {
        const session = await newSession();
        return {
          method: 'PUT',
          url: `${api}/${session.uuid}`,
          body: { version: session.version, document: { ...session.document, tagline: 'Matrix' } },
        };
      },
    },
    {
      operation: 'studioDeleteSession',
      may: CATALOG_EDIT,
      ok: 204,
      call: async () => ({ method: 'DELETE', url: `${api}/${(await newSession()).uuid}` }),
    },
  ];
}

/** The site's settings (settings:edit): each call saves or resets one section. */
function siteSettingsRows(): Row[] {
  const may = ['owner', 'admin'] as const;
  const url = (part = '') => `${STUDIO_API.siteSettings}${part}`;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.alloc(17),
  ]);
  const save = (operation: string, part: string, body: unknown): Row => ({
    operation,
    may: [...may],
    ok: 200,
    call: () => ({ method: 'PUT', url: url(part), body }),
  });
  return [
    {
      operation: 'studioGetSiteSettings',
      may: [...may],
      ok: 200,
      call: () => ({ method: 'GET', url: url() }),
    },
    save('studioSaveSiteBrand', '/brand', { product_name: 'Matrix', support_phone: '+1 800 555 0142' }),
    save('studioSaveSiteLogo', '/logo', { content_base64: png.toString('base64') }),
    save('studioSaveSiteColours', '/colours', {
      dark_accent: '#f2c14e',
      dark_accent_text: '#16130a',
      light_accent: '#8a5a00',
      light_accent_text: '#ffffff',
    }),
    save('studioSaveMailSender', '/sender', { name: 'Matrix', address: 'hello@matrix.example' }),
    save('studioSaveExperiments', '/experiments', { experiments: [] }),
    save('studioSaveLegalPage', '/terms', {
      title: 'Terms',
      summary: 'Terms.',
      markdown: '## Terms\n\nText.',
    }),
    {
      operation: 'studioResetSiteSetting',
      may: [...may],
      ok: 200,
      call: () => ({ method: 'DELETE', url: url('/brand') }),
    },
  ];
}

/** Subcategories, outcomes (shared) and ten-minute pieces (the matrix teacher's own), decision 0040. */
function discoveryRecordRows(): Row[] {
  const insert = {
    subcategories: () =>
      db
        .insertInto('subcategories')
        .values({
          slug: `matrix-sub-${++n}`,
          category_id: category.id,
          name: 'Sub',
          description: '',
          position: 1,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow(),
    outcomes: () =>
      db
        .insertInto('outcomes')
        .values({ slug: `matrix-outcome-${++n}`, name: 'Outcome', description: '', hue: 1 })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow(),
    'ten-minute-pieces': () =>
      db
        .insertInto('ten_minute_pieces')
        .values({
          uuid: crypto.randomUUID(),
          slug: `matrix-piece-${++n}`,
          title: 'Piece',
          description: '',
          instructor_id: instructor.id,
          category_id: category.id,
          duration_seconds: 600,
          hue: 1,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow(),
  };
  const kinds = [
    {
      path: 'subcategories',
      name: 'Subcategory',
      may: CATALOG_SHARED,
      body: () => ({ name: `Sub ${++n}`, category_id: category.id, description: '' }),
    },
    {
      path: 'outcomes',
      name: 'Outcome',
      may: CATALOG_SHARED,
      body: () => ({ name: `Outcome ${++n}`, description: '', hue: 1, course_ids: [] }),
    },
    {
      path: 'ten-minute-pieces',
      name: 'Piece',
      may: CATALOG_EDIT,
      body: () => ({
        title: `Piece ${++n}`,
        description: '',
        instructor_id: instructor.id,
        category_id: category.id,
        duration_seconds: 600,
        hue: 1,
      }),
    },
  ] as const;
  return kinds.flatMap((kind): Row[] => {
    const url = `${catalog}/${kind.path}`;
    return [
      {
        operation: `studioCreate${kind.name}`,
        may: kind.may,
        ok: 201,
        call: () => ({ method: 'POST', url, body: kind.body() }),
      },
      {
        operation: `studioUpdate${kind.name}`,
        may: kind.may,
        ok: 204,
        call: async () => {
          const row = await insert[kind.path]();
          return { method: 'PUT', url: `${url}/${row.id}`, body: { ...kind.body(), version: row.version } };
        },
      },
      {
        operation: `studioDelete${kind.name}`,
        may: kind.may,
        ok: 204,
        call: async () => ({ method: 'DELETE', url: `${url}/${(await insert[kind.path]()).id}` }),
      },
    ];
  });
}

/** Playlists, programs, packages and projects: shared by every instructor's classes, so not instructors'. */
function collectionRows(): Row[] {
  const url = STUDIO_API.collections;
  const fresh = () =>
    services.collectionRecords.create(systemCatalogActor, 'program', {
      title: `Matrix program ${++n}`,
      description: '',
      hue: 1,
    });
  const body = { title: 'Matrix program', description: '', hue: 1, items: [], version: 1 };
  return [
    { operation: 'studioListCollections', may: CATALOG_EDIT, ok: 200, call: () => ({ method: 'GET', url }) },
    {
      operation: 'studioCollectionCandidates',
      may: CATALOG_EDIT,
      ok: 200,
      call: () => ({ method: 'GET', url: `${url}/candidates?q=matrix` }),
    },
    {
      operation: 'studioCreateCollection',
      may: CATALOG_SHARED,
      ok: 201,
      call: () => ({
        method: 'POST',
        url,
        body: { kind: 'playlist', title: `P ${++n}`, description: '', hue: 1 },
      }),
    },
    {
      operation: 'studioGetCollection',
      may: CATALOG_EDIT,
      ok: 200,
      call: async () => ({ method: 'GET', url: `${url}/${await fresh()}` }),
    },
    {
      operation: 'studioSaveCollection',
      may: CATALOG_SHARED,
      ok: 204,
      call: async () => ({
        method: 'PUT',
        url: `${url}/${await fresh()}`,
        body: { ...body, slug: `m-${++n}` },
      }),
    },
    {
      operation: 'studioPublishCollection',
      may: CATALOG_SHARED,
      ok: 204,
      call: async () => ({
        method: 'PUT',
        url: `${url}/${await fresh()}/publication`,
        body: { version: 1, published: true },
      }),
    },
    {
      operation: 'studioScheduleCollection',
      may: CATALOG_SHARED,
      ok: 204,
      call: async () => ({
        method: 'PUT',
        url: `${url}/${await fresh()}/schedule`,
        body: {
          version: 1,
          publish_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
          unpublish_at: null,
        },
      }),
    },
    {
      operation: 'studioListCollectionRevisions',
      may: CATALOG_EDIT,
      ok: 200,
      call: async () => ({ method: 'GET', url: `${url}/${await fresh()}/revisions` }),
    },
    {
      operation: 'studioRestoreCollectionRevision',
      may: CATALOG_SHARED,
      ok: 204,
      call: async () => {
        const id = await fresh();
        const [revision] = await services.collectionRecords.revisions(id);
        return {
          method: 'POST',
          url: `${url}/${id}/revisions/${revision!.id}/restoration`,
          body: { version: 1 },
        };
      },
    },
    {
      operation: 'studioDeleteCollection',
      may: CATALOG_SHARED,
      ok: 204,
      call: async () => ({ method: 'DELETE', url: `${url}/${await fresh()}` }),
    },
  ];
}

function expectedStatus(row: Row, persona: Persona): number {
  if (row.may === 'anyone') return row.ok;
  if (persona === 'visitor') return 401;
  if (persona === 'member') return 403;
  return row.may === 'staff' || row.may.includes(persona) ? row.ok : 403;
}

describe('the role matrix covers every studio operation', () => {
  it('has one row for each operation tagged studio in the OpenAPI document', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    const studio = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .filter((operation) => operation.tags?.includes('studio'))
      .map((operation) => operation.operationId);
    expect(studio.sort()).toEqual(
      ROWS.filter((row) => !row.undocumented)
        .map((row) => row.operation)
        .sort(),
    );
  });
});

for (const row of ROWS) {
  describe(row.operation, () => {
    for (const persona of PERSONAS) {
      const expected = expectedStatus(row, persona);
      it(`${persona}: ${expected}`, async () => {
        const caller =
          row.fresh && persona !== 'visitor' && persona !== 'member'
            ? await newPersona(persona, row.fresh.enrolled)
            : shared.get(persona)!;
        const client = await clientFor(t, caller.userId, { secondFactor: caller.secret !== null });
        const call = await row.call(caller);
        const response =
          call.method === 'GET' || call.method === 'HEAD'
            ? await client.request({
                method: call.method,
                url: call.url,
                ...(call.headers ? { headers: call.headers } : {}),
              })
            : call.headers
              ? await client.request({
                  method: call.method,
                  url: call.url,
                  headers: { ...call.headers, 'x-csrf-token': await client.csrfToken() },
                  ...(call.body === undefined ? {} : { payload: call.body as Buffer }),
                })
              : await client.send(call.method, call.url, call.body);
        expect(response.statusCode, response.body).toBe(expected);
      });
    }
  });
}
