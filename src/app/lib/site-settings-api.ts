import { browserApi } from '~/shared/api-client';
import { STUDIO_API } from '~/shared/studio';

/** A section of the site's settings (features/settings/site-settings.service.ts SITE_SECTIONS). */
export type SiteSection = 'brand' | 'logo' | 'colours' | 'sender' | 'terms' | 'privacy' | 'experiments';
export type ExperimentFields = {
  name: string;
  enabled: boolean;
  buckets: { name: string; weight: number }[];
};

const url = (part: string) => `${STUDIO_API.siteSettings}/${part}`;

/** The studio's site settings calls from the browser (docs/decisions/0035-site-settings.md). */
export const siteSettingsApi = {
  saveBrand: (input: { productName: string; supportPhone: string }) => browserApi().put(url('brand'), input),
  saveSender: (input: { name: string; address: string }) => browserApi().put(url('sender'), input),
  saveColours: (input: {
    darkAccent: string;
    darkAccentText: string;
    lightAccent: string;
    lightAccentText: string;
  }) => browserApi().put(url('colours'), input),
  saveLegal: (page: 'terms' | 'privacy', input: { title: string; summary: string; markdown: string }) =>
    browserApi().put(url(page), input),
  saveExperiments: (experiments: ExperimentFields[]) => browserApi().put(url('experiments'), { experiments }),
  saveLogo: (contentBase64: string) => browserApi().put<{ path: string }>(url('logo'), { contentBase64 }),
  reset: (section: SiteSection) => browserApi().delete(url(section)),
};
