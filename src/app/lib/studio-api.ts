import { browserApi } from '~/shared/api-client';
import { type EditableCollectionKind, STUDIO_API } from '~/shared/studio';

/** An authenticator being set up, as the client answers it (camelCased). */
export type Enrolment = { secret: string; otpauthUri: string };

const codes = (answer: { recoveryCodes: string[] }) => answer.recoveryCodes;

/** A class as the editor holds it: the API's document, camelCased by the client. */
export type EditorLesson = {
  uuid: string;
  slug: string;
  title: string;
  description: string;
  role: 'trailer' | 'sample' | 'lesson';
  /** A series' episode released on its own date (YYYY-MM-DD); null: the class's date. */
  releasedOn: string | null;
};
export type EditorChapter = { title: string; lessons: EditorLesson[] };
export type EditorDocument = {
  kind: 'class' | 'series' | 'documentary';
  title: string;
  slug: string;
  tagline: string;
  description: string;
  instructorId: number;
  categoryId: number;
  skillIds: number[];
  skillLevel: 'beginner' | 'intermediate' | 'advanced' | 'all';
  releasedOn: string;
  hue: number;
  /** A series' launch cadence (product.md 4); null shows none. */
  launchState: 'pre_launch' | 'during_launch' | 'post_launch' | null;
  chapters: EditorChapter[];
};
export type EditorClass = {
  uuid: string;
  document: EditorDocument;
  version: number;
  state: 'draft' | 'published' | 'changed' | 'unpublished';
  publishAt: string | null;
  unpublishAt: string | null;
  unpublishedAt: string | null;
  updatedBy: string | null;
  updatedAt: string | null;
  livePath: string | null;
};
/** An article as the editor holds it (camelCased by the client, like a class). */
export type EditorRecipe = {
  prepMinutes: number;
  cookMinutes: number;
  totalMinutes: number;
  makes: string;
  ingredients: string[];
  steps: string[];
};
export type EditorArticleDocument = {
  title: string;
  slug: string;
  summary: string;
  instructorId: number | null;
  categoryId: number;
  hue: number;
  bodyMarkdown: string;
  recipe: EditorRecipe | null;
};
export type EditorArticle = Omit<EditorClass, 'document'> & {
  document: EditorArticleDocument;
};
/** A session as the editor holds it (docs/decisions/0042-session-authoring.md), camelCased. */
export type EditorTask = {
  id: number | null;
  slug: string;
  title: string;
  instructions: string;
  dueAt: string | null;
  lessonUuid: string | null;
};
export type EditorModule = {
  id: number | null;
  slug: string;
  title: string;
  description: string;
  tasks: EditorTask[];
};
export type EditorSessionDocument = {
  title: string;
  slug: string;
  tagline: string;
  description: string;
  instructorId: number;
  categoryId: number;
  status: 'coming_soon' | 'open';
  opensAt: string | null;
  startsAt: string;
  endsAt: string;
  hue: number;
  modules: EditorModule[];
};
export type EditorSession = {
  uuid: string;
  document: EditorSessionDocument;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
  livePath: string;
  /** The lessons its tasks name, with their class: what the lesson pickers show. */
  lessons: TaskLesson[];
};
/** A lesson a session's task names, as its picker shows it. */
export type TaskLesson = { uuid: string; title: string; classTitle: string };
export type InstructorFields = { name: string; slug?: string; headline: string; bio: string; hue: number };
export type CategoryFields = { name: string; slug?: string; description: string; hue: number };
export type RecordPath = 'subcategories' | 'outcomes' | 'ten-minute-pieces';

/** A playlist, program, package or project as its editor holds it (camelCased by the client). */
export type EditorCollectionItem = {
  type: 'course' | 'lesson' | 'article';
  id: number;
  label: string;
  context: string;
};
export type CollectionFields = { title: string; slug: string; description: string; hue: number };
export type CollectionCandidates = {
  classes: { id: number; title: string; kind: string }[];
  lessons: { id: number; uuid: string; title: string; courseTitle: string; courseKind: string }[];
};

const collectionUrl = (id: number) => `${STUDIO_API.collections}/${id}`;

const classUrl = (uuid: string) => `${STUDIO_API.catalog}/classes/${encodeURIComponent(uuid)}`;
const articleUrl = (uuid: string) => `${STUDIO_API.articles}/${encodeURIComponent(uuid)}`;
const editorArticle = async (answer: Promise<{ article: EditorArticle }>) => (await answer).article;
const sessionUrl = (uuid: string) => `${STUDIO_API.catalogSessions}/${encodeURIComponent(uuid)}`;
const editorSession = async (answer: Promise<{ session: EditorSession }>) => (await answer).session;
const editorClass = async (answer: Promise<{ class: EditorClass }>) => (await answer).class;

/** The studio's calls from the browser (features/staff, features/audit), all through the one client. */
export const studioApi = {
  verifySecondFactor: (code: string) =>
    browserApi().post<{ recoveryCodesLeft: number }>(STUDIO_API.secondFactor, { code }),
  restartEnrolment: () => browserApi().post<Enrolment>(STUDIO_API.enrolment, {}),
  confirmEnrolment: async (code: string) =>
    codes(await browserApi().post<{ recoveryCodes: string[] }>(STUDIO_API.enrolmentConfirmation, { code })),
  disableTwoFactor: (code: string) => browserApi().delete(STUDIO_API.twoFactor, { body: { code } }),
  regenerateRecoveryCodes: async () =>
    codes(await browserApi().post<{ recoveryCodes: string[] }>(STUDIO_API.recoveryCodes, {})),
  endSession: (id: number) => browserApi().delete(`${STUDIO_API.sessions}/${id}`),
  endOtherSessions: () => browserApi().post<{ ended: number }>(STUDIO_API.endOtherSessions, {}),

  invite: (input: { email: string; role: string; instructorId: number | null }) =>
    browserApi().post(STUDIO_API.invitations, input),
  withdrawInvitation: (id: number) => browserApi().delete(`${STUDIO_API.invitations}/${id}`),
  changeRole: (userId: number, input: { role: string; instructorId: number | null }) =>
    browserApi().patch(`${STUDIO_API.staff}/${userId}`, input),
  removeStaff: (userId: number) => browserApi().delete(`${STUDIO_API.staff}/${userId}`),
  resetTwoFactor: (userId: number) => browserApi().delete(`${STUDIO_API.staff}/${userId}/two-factor`),
  setTwoFactorRequired: (required: boolean) =>
    browserApi().put(STUDIO_API.securityPolicy, { twoFactorRequired: required }),

  createInstructor: (input: InstructorFields) =>
    browserApi().post<{ id: number }>(`${STUDIO_API.catalog}/instructors`, input),
  updateInstructor: (id: number, input: InstructorFields & { version: number }) =>
    browserApi().put(`${STUDIO_API.catalog}/instructors/${id}`, input),
  createCategory: (input: CategoryFields) =>
    browserApi().post<{ id: number }>(`${STUDIO_API.catalog}/categories`, input),
  updateCategory: (id: number, input: CategoryFields & { version: number }) =>
    browserApi().put(`${STUDIO_API.catalog}/categories/${id}`, input),
  deleteCategory: (id: number) => browserApi().delete(`${STUDIO_API.catalog}/categories/${id}`),
  /** Subcategories, outcomes and ten-minute pieces: the same three calls each (decision 0040). */
  createRecord: (kind: RecordPath, input: object) =>
    browserApi().post<{ id: number }>(`${STUDIO_API.catalog}/${kind}`, input),
  updateRecord: (kind: RecordPath, id: number, input: object & { version: number }) =>
    browserApi().put(`${STUDIO_API.catalog}/${kind}/${id}`, input),
  deleteRecord: (kind: RecordPath, id: number) => browserApi().delete(`${STUDIO_API.catalog}/${kind}/${id}`),
  createSession: (input: { title: string; instructorId: number; categoryId: number }) =>
    editorSession(browserApi().post<{ session: EditorSession }>(STUDIO_API.catalogSessions, input)),
  saveSession: (uuid: string, version: number, document: EditorSessionDocument) =>
    editorSession(browserApi().put<{ session: EditorSession }>(sessionUrl(uuid), { version, document })),
  deleteSession: (uuid: string) => browserApi().delete(sessionUrl(uuid)),
  createClass: (input: { title: string; instructorId: number; categoryId: number }) =>
    editorClass(browserApi().post<{ class: EditorClass }>(`${STUDIO_API.catalog}/classes`, input)),
  saveClass: (uuid: string, version: number, document: EditorDocument) =>
    editorClass(browserApi().put<{ class: EditorClass }>(classUrl(uuid), { version, document })),
  publishClass: (uuid: string, version: number, at: string | null) =>
    editorClass(browserApi().post<{ class: EditorClass }>(`${classUrl(uuid)}/publication`, { version, at })),
  unpublishClass: (uuid: string, version: number, at: string | null) =>
    editorClass(
      browserApi().post<{ class: EditorClass }>(`${classUrl(uuid)}/unpublication`, { version, at }),
    ),
  cancelUnpublication: (uuid: string, version: number) =>
    editorClass(
      browserApi().post<{ class: EditorClass }>(`${classUrl(uuid)}/unpublication/cancellation`, { version }),
    ),
  restoreRevision: (uuid: string, revisionId: number, version: number) =>
    editorClass(
      browserApi().post<{ class: EditorClass }>(`${classUrl(uuid)}/revisions/${revisionId}/restoration`, {
        version,
      }),
    ),
  createArticle: (input: { title: string; instructorId: number; categoryId: number }) =>
    editorArticle(browserApi().post<{ article: EditorArticle }>(STUDIO_API.articles, input)),
  saveArticle: (uuid: string, version: number, document: EditorArticleDocument) =>
    editorArticle(browserApi().put<{ article: EditorArticle }>(articleUrl(uuid), { version, document })),
  publishArticle: (uuid: string, version: number, at: string | null) =>
    editorArticle(
      browserApi().post<{ article: EditorArticle }>(`${articleUrl(uuid)}/publication`, { version, at }),
    ),
  unpublishArticle: (uuid: string, version: number, at: string | null) =>
    editorArticle(
      browserApi().post<{ article: EditorArticle }>(`${articleUrl(uuid)}/unpublication`, { version, at }),
    ),
  cancelArticleUnpublication: (uuid: string, version: number) =>
    editorArticle(
      browserApi().post<{ article: EditorArticle }>(`${articleUrl(uuid)}/unpublication/cancellation`, {
        version,
      }),
    ),
  restoreArticleRevision: (uuid: string, revisionId: number, version: number) =>
    editorArticle(
      browserApi().post<{ article: EditorArticle }>(
        `${articleUrl(uuid)}/revisions/${revisionId}/restoration`,
        {
          version,
        },
      ),
    ),
  createCollection: (input: CollectionFields & { kind: EditableCollectionKind }) =>
    browserApi().post<{ id: number }>(STUDIO_API.collections, input),
  saveCollection: (
    id: number,
    input: CollectionFields & {
      version: number;
      items: { type: EditorCollectionItem['type']; id: number }[];
    },
  ) => browserApi().put(collectionUrl(id), input),
  publishCollection: (id: number, version: number, published: boolean) =>
    browserApi().put(`${collectionUrl(id)}/publication`, { version, published }),
  /** When it publishes and unpublishes by itself (ISO times); null calls that off. */
  scheduleCollection: (
    id: number,
    version: number,
    times: { publishAt: string | null; unpublishAt: string | null },
  ) => browserApi().put(`${collectionUrl(id)}/schedule`, { version, ...times }),
  restoreCollectionRevision: (id: number, revisionId: number, version: number) =>
    browserApi().post(`${collectionUrl(id)}/revisions/${revisionId}/restoration`, { version }),
  deleteCollection: (id: number) => browserApi().delete(collectionUrl(id)),
  collectionCandidates: (q: string) =>
    browserApi().get<CollectionCandidates>(`${STUDIO_API.collections}/candidates`, { query: { q } }),
  // The support desk (features/support): every action carries its reason.
  grantAccess: (userId: number, input: { scope: 'all' | 'lite'; days: number; reason: string }) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/grants`, input),
  extendAccess: (userId: number, grantId: number, input: { days: number; reason: string }) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/grants/${grantId}/extension`, input),
  refundOrder: (userId: number, orderId: string, reason: string) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/orders/${encodeURIComponent(orderId)}/refund`, {
      reason,
    }),
  cancelSubscription: (userId: number, subscriptionId: number, reason: string) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/subscriptions/${subscriptionId}/cancellation`, {
      reason,
    }),
  resendConfirmation: (userId: number, reason: string) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/confirmation-email`, { reason }),
  unlockMember: (userId: number, reason: string) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/unlock`, { reason }),
  signOutMember: (userId: number, reason: string) =>
    browserApi().post<{ ended: number }>(`${STUDIO_API.members}/${userId}/sign-out`, { reason }),
  /** Sets the viewing cookie: the site's pages then show the member's, read-only. */
  viewAsMember: (userId: number, reason: string) =>
    browserApi().post<{ endsAt: string }>(`${STUDIO_API.members}/${userId}/view-as`, { reason }),

  acceptInvitation: (
    token: string,
    input: { password?: string; passwordConfirmation?: string; name?: string },
  ) =>
    browserApi().post<{ userId: number; redirectTo: string }>(
      `${STUDIO_API.invitationLinks}/${encodeURIComponent(token)}/acceptance`,
      input,
    ),
};
