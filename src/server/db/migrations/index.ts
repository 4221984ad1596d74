import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_accounts';
import * as m0003 from './0003_catalog';
import * as m0004 from './0004_access';
import * as m0005 from './0005_offers';
import * as m0006 from './0006_payments';
import * as m0007 from './0007_cart';
import * as m0008 from './0008_orders';
import * as m0010 from './0010_promotions';
import * as m0011 from './0011_webhooks';
import * as m0012 from './0012_media';
import * as m0013 from './0013_progress';
import * as m0014 from './0014_personal';
import * as m0015 from './0015_enrollments';
import * as m0020 from './0020_staff';
import * as m0021 from './0021_content_versions';
import * as m0022 from './0022_playback_quality';
import * as m0023 from './0023_catalog_authoring';
import * as m0024 from './0024_lesson_media';
import * as m0025 from './0025_member_search';
import * as m0026 from './0026_jobs_list';
import * as m0027 from './0027_view_as';
import * as m0028 from './0028_studio_commerce';
import * as m0030 from './0030_catalog_imports';
import * as m0031 from './0031_article_authoring';
import * as m0032 from './0032_unpublished_classes';
import * as m0033 from './0033_catalog_records';
import * as m0034 from './0034_collection_authoring';
import * as m0035 from './0035_session_authoring';
import * as m0036 from './0036_camp_redirects';
import * as m0037 from './0037_unpublished_articles';
import * as m0038 from './0038_collection_schedule';

/**
 * Every migration, in order. Listed here rather than read from the folder so the
 * production bundle carries them. Names sort by their number prefix.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_catalog': m0003,
  '0004_access': m0004,
  '0005_offers': m0005,
  '0006_payments': m0006,
  '0007_cart': m0007,
  '0008_orders': m0008,
  '0010_promotions': m0010,
  '0011_webhooks': m0011,
  '0012_media': m0012,
  '0013_progress': m0013,
  '0014_personal': m0014,
  '0015_enrollments': m0015,
  '0020_staff': m0020,
  '0021_content_versions': m0021,
  '0022_playback_quality': m0022,
  '0023_catalog_authoring': m0023,
  '0024_lesson_media': m0024,
  '0025_member_search': m0025,
  '0026_jobs_list': m0026,
  '0027_view_as': m0027,
  '0028_studio_commerce': m0028,
  '0030_catalog_imports': m0030,
  '0031_article_authoring': m0031,
  '0032_unpublished_classes': m0032,
  '0033_catalog_records': m0033,
  '0034_collection_authoring': m0034,
  '0035_session_authoring': m0035,
  '0036_camp_redirects': m0036,
  '0037_unpublished_articles': m0037,
  '0038_collection_schedule': m0038,
};
