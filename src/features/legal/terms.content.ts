import type { LegalDocumentContent } from './legal.content';

/** The terms of use (/terms). Placeholders: see legal.service.ts. */
export const TERMS_OF_USE: LegalDocumentContent = {
  title: 'Terms of Use',
  summary:
    'The agreement between you and {product}: your account, your membership, payments and refunds, and how you may use the classes.',
  updatedOn: '2026-11-25',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'These terms apply when you use {product}, an online learning service of video classes, lessons, series, sessions and articles. By creating an account or buying a membership you accept them. “We” means the company that runs {product}.',
        'Our Privacy Policy explains what we collect about you and what we do with it.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [],
      items: [
        'You need an account to buy a membership. Give us an email address you read and keep it up to date: receipts and notices about your membership go there.',
        'Keep your password to yourself. After repeated wrong passwords we lock the account for {lockout_hours} hours to protect it.',
        'An account is for you and your household: you can add up to {profiles_per_account} profiles, each with its own progress and lists. Do not share your account with people outside your household.',
        'You must be an adult to hold an account. Children use {product} through a kids’ profile that the account holder manages.',
      ],
    },
    {
      heading: 'Your membership',
      paragraphs: [
        'A membership gives you access to the classes, lessons, series, sessions and articles of your plan for one year from the day you pay. Each plan’s price is shown on the plans page and at checkout before you pay, and is billed for the whole year at once.',
      ],
      items: [
        'Your membership renews automatically every year, charged to your default card at your plan’s price (without a discount that applied to your first year only), until you cancel. We email you a receipt for every charge.',
        'If a renewal payment fails, we try your card again {renewal_retry_days} days after the renewal date and email you each time; you keep your access until the next try. If the last try fails, the membership ends.',
        'You can cancel at any time in your account settings. Your membership then does not renew, and you keep your access until the end of the year you paid for.',
        'You can change your plan in your account settings. A more expensive plan starts at once and you pay the difference for the rest of the current year; a cheaper plan starts at your next renewal.',
      ],
    },
    {
      heading: 'Money-back guarantee',
      paragraphs: [
        'Every membership payment comes with a {guarantee_days}-day money-back guarantee: ask for a full refund within {guarantee_days} days of the payment, in your account settings or by calling us. A refund ends the membership it paid for straight away.',
      ],
    },
    {
      heading: 'Prices, promotions and coupons',
      paragraphs: [
        'Prices are shown in the currency of your country. A promotion or a coupon lowers the price in the order summary before you pay, and what you are charged is what the summary shows. A promotion ends at the time it announces.',
      ],
    },
    {
      heading: 'Using the classes',
      paragraphs: [],
      items: [
        'Classes, lessons, sessions and articles are for your own, non-commercial learning. Watch them on {product}; do not download, copy, record, redistribute or show them in public.',
        'A share link shows a preview of a class, lesson or article to the people you send it to; watching still needs a membership.',
        'The classes, their videos and texts, and the {product} name and design belong to us or to our instructors and are protected by copyright and other laws. A membership does not give you any of these rights.',
        'Instructors share their own experience. What a class teaches is for learning and is not professional advice for your situation; apply it with care.',
      ],
    },
    {
      heading: 'What you add',
      paragraphs: [
        'Your notes are private to your profile. The ratings and comments you send us are used to improve {product} and its classes.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [],
      items: [
        'Do not try to get around the membership, the limits of the service or its security.',
        'Do not access {product} with automated tools, except search engines within what our robots.txt allows.',
        'Do not use {product} to break the law or to harm others.',
      ],
      after: [
        'We may suspend or close an account that breaks these terms. If we close your account for any other reason, we refund the part of your membership you can no longer use.',
      ],
    },
    {
      heading: 'Changes to {product} and to these terms',
      paragraphs: [
        'We add, update and retire classes and features over time. When we change these terms in a way that matters to members, we tell you by email before the change applies; if you do not agree, you can cancel your membership.',
      ],
    },
    {
      heading: 'Our responsibility',
      paragraphs: [
        'We work to keep {product} available and correct, but we cannot promise that it is never interrupted or free of errors. Nothing in these terms limits the rights you have under the consumer law of the country where you live.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'Questions about these terms, your membership or a payment: call {product} support at {phone}.',
      ],
    },
  ],
};
