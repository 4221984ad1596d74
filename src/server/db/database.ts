import type { Kysely } from 'kysely';
import type { GrantEventsTable, GrantsTable, LiteCoursesTable } from '~/features/access/access.table';
import type {
  AccountTokensTable,
  AuthCapturesTable,
  IdentitiesTable,
  OrganizationsTable,
  ProfilesTable,
  RateLimitsTable,
  UsersTable,
} from '~/features/accounts/accounts.table';
import type { AuditLogTable } from '~/features/audit/audit.table';
import type {
  ClassDraftsTable,
  ClassRevisionsTable,
  ContentDraftsTable,
  ContentRevisionsTable,
} from '~/features/authoring/authoring.table';
import type { CartItemsTable, CartsTable } from '~/features/cart/cart.table';
import type {
  ArticlesTable,
  CampActivitiesTable,
  CampModulesTable,
  CampsTable,
  CategoriesTable,
  CollectionItemsTable,
  CollectionsTable,
  ContentNotificationsTable,
  ContentOutcomesTable,
  CourseFaqsTable,
  CourseSkillsTable,
  CoursesTable,
  FaqEntriesTable,
  InstructorsTable,
  LessonsTable,
  OutcomesTable,
  RelatedCoursesTable,
  SkillsTable,
  SlugRedirectsTable,
  StudentStoriesTable,
  SubcategoriesTable,
  TenMinutePiecesTable,
} from '~/features/catalog/catalog.table';
import type { CatalogImportsTable } from '~/features/catalog-transfer/transfer.table';
import type { ContentVersionsTable } from '~/features/content-version/content-version.table';
import type {
  CouponProductsTable,
  CouponRedemptionsTable,
  CouponsTable,
} from '~/features/coupons/coupons.table';
import type { CampEnrollmentsTable } from '~/features/enrollments/enrollments.table';
import type { EmailCapturesTable } from '~/features/growth/growth.table';
import type {
  LessonCaptionsTable,
  LessonTranscriptsTable,
  MediaAssetsTable,
} from '~/features/media/media.table';
import type {
  AddOnsTable,
  PricesTable,
  ProductsTable,
  PurchasePlansTable,
  TierCollectionProductsTable,
  TierCollectionsTable,
} from '~/features/offers/offers.table';
import type {
  OrderAttemptsTable,
  OrderItemsTable,
  OrdersTable,
  RefundsTable,
} from '~/features/orders/orders.table';
import type {
  GatewayTestObjectsTable,
  PaymentCustomersTable,
  PaymentMethodsTable,
} from '~/features/payments/payments.table';
import type {
  BookmarksTable,
  MyListItemsTable,
  NotesTable,
  ShareLinksTable,
  SurveysTable,
} from '~/features/personal/personal.table';
import type { PlaybackQualityDailyTable } from '~/features/progress/playback-quality.table';
import type { PlaybackProgressTable } from '~/features/progress/progress.table';
import type { PromotionCopyEntriesTable, PromotionsTable } from '~/features/promotions/promotions.table';
import type { SessionsTable } from '~/features/sessions/sessions.table';
import type { SiteSettingsTable } from '~/features/settings/settings.table';
import type {
  StaffMembersTable,
  StaffRecoveryCodesTable,
  StaffRolePermissionsTable,
  StaffRolesTable,
  StaffTwoFactorTable,
} from '~/features/staff/staff.table';
import type {
  SubscriptionEventsTable,
  SubscriptionsTable,
} from '~/features/subscriptions/subscriptions.table';
import type {
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebhookEventsTable,
} from '~/features/webhooks/webhooks.table';
import type { JobsTable } from '~/server/jobs/jobs.table';
import type { MailOutboxTable } from '~/server/mail/mail.table';

/** Every table, by name. Each feature owns its table interfaces. */
export interface Database {
  users: UsersTable;
  organizations: OrganizationsTable;
  identities: IdentitiesTable;
  account_tokens: AccountTokensTable;
  auth_captures: AuthCapturesTable;
  rate_limits: RateLimitsTable;
  profiles: ProfilesTable;
  mail_outbox: MailOutboxTable;
  sessions: SessionsTable;
  jobs: JobsTable;
  email_captures: EmailCapturesTable;
  categories: CategoriesTable;
  instructors: InstructorsTable;
  courses: CoursesTable;
  student_stories: StudentStoriesTable;
  subcategories: SubcategoriesTable;
  lessons: LessonsTable;
  course_faqs: CourseFaqsTable;
  related_courses: RelatedCoursesTable;
  content_notifications: ContentNotificationsTable;
  camps: CampsTable;
  camp_modules: CampModulesTable;
  camp_activities: CampActivitiesTable;
  camp_enrollments: CampEnrollmentsTable;
  articles: ArticlesTable;
  outcomes: OutcomesTable;
  content_outcomes: ContentOutcomesTable;
  skills: SkillsTable;
  course_skills: CourseSkillsTable;
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
  ten_minute_pieces: TenMinutePiecesTable;
  faq_entries: FaqEntriesTable;
  purchase_plans: PurchasePlansTable;
  products: ProductsTable;
  prices: PricesTable;
  tier_collections: TierCollectionsTable;
  tier_collection_products: TierCollectionProductsTable;
  add_ons: AddOnsTable;
  grants: GrantsTable;
  grant_events: GrantEventsTable;
  lite_courses: LiteCoursesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  coupons: CouponsTable;
  coupon_products: CouponProductsTable;
  coupon_redemptions: CouponRedemptionsTable;
  payment_methods: PaymentMethodsTable;
  payment_customers: PaymentCustomersTable;
  gateway_test_objects: GatewayTestObjectsTable;
  media_assets: MediaAssetsTable;
  lesson_captions: LessonCaptionsTable;
  lesson_transcripts: LessonTranscriptsTable;
  notes: NotesTable;
  bookmarks: BookmarksTable;
  surveys: SurveysTable;
  my_list_items: MyListItemsTable;
  share_links: ShareLinksTable;
  playback_progress: PlaybackProgressTable;
  playback_quality_daily: PlaybackQualityDailyTable;
  promotions: PromotionsTable;
  promotion_copy_entries: PromotionCopyEntriesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_attempts: OrderAttemptsTable;
  refunds: RefundsTable;
  subscriptions: SubscriptionsTable;
  subscription_events: SubscriptionEventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  staff_roles: StaffRolesTable;
  staff_role_permissions: StaffRolePermissionsTable;
  staff_members: StaffMembersTable;
  staff_two_factor: StaffTwoFactorTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
  site_settings: SiteSettingsTable;
  class_drafts: ClassDraftsTable;
  catalog_imports: CatalogImportsTable;
  class_revisions: ClassRevisionsTable;
  slug_redirects: SlugRedirectsTable;
  content_drafts: ContentDraftsTable;
  content_revisions: ContentRevisionsTable;
  content_versions: ContentVersionsTable;
}

/** A database handle or an open transaction: repositories take either. */
export type Db = Kysely<Database>;
