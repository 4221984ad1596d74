import type { Db } from '~/server/db/database';
import type { FaqGroup } from './catalog.table';
import * as repo from './faq.repository';

/** The FAQ groups of product.md 2.2, in the order the page shows them. */
export const FAQ_GROUPS: readonly { key: FaqGroup; title: string }[] = [
  { key: 'general', title: 'General' },
  { key: 'gifting', title: 'Gifting' },
  { key: 'guest_pass', title: 'Guest pass' },
  { key: 'free_trial', title: 'Free trial' },
  { key: 'pricing', title: 'Pricing' },
  { key: 'sessions', title: 'Sessions' },
  { key: 'bogo', title: 'Buy one, get one' },
  { key: 'business', title: 'Business' },
];

export type FaqPage = {
  groups: {
    key: FaqGroup;
    /** The group's fragment: /faq#guest-pass. */
    anchor: string;
    title: string;
    entries: { id: number; question: string; answer: string }[];
  }[];
};

export function createFaqService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The groups that have entries, in the spec's order: one query. */
    async getFaqPage(): Promise<FaqPage> {
      const entries = await repo.listFaqEntries(db);
      return {
        groups: FAQ_GROUPS.map((group) => ({
          key: group.key,
          anchor: group.key.replaceAll('_', '-'),
          title: group.title,
          entries: entries
            .filter((entry) => entry.group_key === group.key)
            .map((entry) => ({ id: entry.id, question: entry.question, answer: entry.answer })),
        })).filter((group) => group.entries.length > 0),
      };
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
