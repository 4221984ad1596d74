import { DEMO_SUBTITLES } from '~/features/media/demo-media';
import type { DemoFaqEntry } from './demo-types';

/**
 * The help FAQ, in every group of product.md 2.2, consistent with its constants (section 9):
 * 30-day money-back guarantee, gifts redeemable within 365 days then lasting a year, group
 * rates, self-serve for 5-50 seats. Prices are parameters, so no amounts appear here.
 */
export const demoFaqEntries: readonly DemoFaqEntry[] = [
  {
    group: 'general',
    question: 'What do I get with a membership?',
    answer:
      'Unlimited access to every class, series, documentary, session and article for a year. New classes arrive every month, and you can watch on computer, TV, phone or tablet.',
  },
  {
    group: 'general',
    question: 'How long are the lessons?',
    answer:
      'Lessons are under 15 minutes. An average class has about 20 lessons of about 10 minutes each, so you can learn in short sittings and pick up where you stopped.',
  },
  {
    group: 'general',
    question: 'Are subtitles available?',
    answer: `Yes. Every lesson has subtitles in ${DEMO_SUBTITLES}, which you can turn on from the player.`,
  },
  {
    group: 'general',
    question: 'Can I share my membership with my household?',
    answer:
      'Your membership supports several profiles, so everyone at home keeps their own progress, notes and list. Only one device can play a lesson at a time on a standard membership.',
  },
  {
    group: 'general',
    question: 'What if I change my mind?',
    answer:
      'Every purchase comes with a 30-day money-back guarantee. Ask for a refund from your account settings within 30 days of purchase and you will get your money back in full.',
  },
  {
    group: 'gifting',
    question: 'How does a gift membership work?',
    answer:
      'Choose a plan, enter the recipient’s email address and pick a delivery date and time zone. We email them the gift on that day with a link to activate it.',
  },
  {
    group: 'gifting',
    question: 'How long does the recipient have to redeem a gift?',
    answer:
      'A gift can be redeemed within 365 days of purchase. The membership then lasts one year from the day it is activated, not from the day it was bought.',
  },
  {
    group: 'gifting',
    question: 'Can I get a refund on a gift?',
    answer:
      'Yes, within 30 days of purchase, as long as the gift has not been redeemed yet. Once the recipient activates it, the gift is theirs.',
  },
  {
    group: 'gifting',
    question: 'Can I see and resend the gifts I have bought?',
    answer:
      'Yes. Manage Gifts in your account lists every gift with its status, and lets you resend the email or change the delivery date until it is redeemed.',
  },
  {
    group: 'guest_pass',
    question: 'What is a guest pass?',
    answer:
      'A member can share a guest pass with a friend, giving them full access for a limited number of days. The length of the pass is shown on the invitation.',
  },
  {
    group: 'guest_pass',
    question: 'What happens when my guest pass ends?',
    answer:
      'A guest pass converts automatically to an annual membership unless you cancel before it ends. You can cancel from your account settings in a couple of clicks.',
  },
  {
    group: 'guest_pass',
    question: 'Can I use a guest pass if I have been a member before?',
    answer:
      'Guest passes are for people who are new to the service. If you have had a membership before, the pass will offer to restart your membership instead.',
  },
  {
    group: 'free_trial',
    question: 'Is there a free trial?',
    answer:
      'From time to time we offer a free trial with full access. Its length is shown on the offer page before you start, and you will not be charged until it ends.',
  },
  {
    group: 'free_trial',
    question: 'Will I be charged when the trial ends?',
    answer:
      'Yes: a free trial converts automatically to an annual membership unless you cancel before it ends. We email you a reminder a few days beforehand.',
  },
  {
    group: 'free_trial',
    question: 'What can I watch during the trial?',
    answer: 'Everything a member can watch: every class, series, documentary and article.',
  },
  {
    group: 'pricing',
    question: 'How much does a membership cost?',
    answer:
      'The current prices for your country are on the Plans page, with the annual price and the monthly equivalent billed annually. Prices include any taxes we are required to collect.',
  },
  {
    group: 'pricing',
    question: 'Can I pay monthly?',
    answer:
      'Memberships are annual. The monthly price shown on the Plans page is the annual price divided by twelve, billed once a year.',
  },
  {
    group: 'pricing',
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. If you are not happy, ask for a refund within 30 days of purchase and you will get your money back in full.',
  },
  {
    group: 'pricing',
    question: 'Can I change my plan?',
    answer:
      'Yes. Change Plan in your account settings shows the plans you can move to and what you would pay or be credited.',
  },
  {
    group: 'sessions',
    question: 'What is a session?',
    answer:
      'A session is a guided course with a start date: a few weeks of modules with lessons and tasks, a community of students going through it together and feedback along the way.',
  },
  {
    group: 'sessions',
    question: 'Where can I take a session?',
    answer: 'Sessions are available on Android, desktop and iOS.',
  },
  {
    group: 'sessions',
    question: 'What if a session has not started yet?',
    answer:
      'Join its waitlist from the session page. We will email you when enrolment opens, before the start date.',
  },
  {
    group: 'sessions',
    question: 'Can I fall behind?',
    answer:
      'Yes, and that is fine. Modules stay open after their week, so you can catch up at your own pace and still share your work with the group.',
  },
  {
    group: 'bogo',
    question: 'How does the buy one, give one offer work?',
    answer:
      'When the offer is on, buying an annual membership for yourself includes a second annual membership to give to someone else at no extra cost.',
  },
  {
    group: 'bogo',
    question: 'When do I have to send the free gift?',
    answer:
      'You can send the free gift up to 365 days after your purchase. Once sent, the recipient has 365 days to redeem it.',
  },
  {
    group: 'bogo',
    question: 'Can I get a refund on the offer?',
    answer:
      'Yes, within 30 days of purchase as long as the free gift has not been redeemed. If it has, the refund covers your own membership only where the law requires.',
  },
  {
    group: 'business',
    question: 'Do you offer group rates?',
    answer:
      'Yes. Teams of 5 or more save between 5% and 35%, and groups of 20 or more get 10% to 30% off gifts and memberships. The discount depends on the number of seats.',
  },
  {
    group: 'business',
    question: 'Can I buy for my team myself?',
    answer:
      'Teams of 5 to 50 people can buy online in a few minutes. For larger organisations, our team will put together a plan and an invoice.',
  },
  {
    group: 'business',
    question: 'Can my company sign in with single sign-on?',
    answer:
      'Yes. Organisation members sign in through their company’s identity provider, and new members get an account automatically the first time they sign in.',
  },
  {
    group: 'business',
    question: 'Can I see how my team is learning?',
    answer:
      'Administrators see reports of the classes people take and the skills they build, and can share recommended content with the whole organisation.',
  },
];
