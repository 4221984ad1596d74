import type { LegalDocumentContent } from './legal.content';

/** The privacy policy (/privacy). Placeholders: see legal.service.ts. */
export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Privacy Policy',
  summary:
    'What {product} collects about you, why, how long we keep it, and the choices and rights you have.',
  updatedOn: '2026-11-25',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        '{product} is an online learning service: video classes, lessons, series, sessions and articles taught by instructors, with an annual membership. In this policy, “we” means the company that runs {product}, which is responsible for your information.',
        'This policy covers the {product} website. Questions about it go to our support team (see Contact us below).',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We collect what you give us and what the service needs to work. We do not buy information about you from anyone.',
      ],
      items: [
        'Your account: your email address, your name if you give one, your password (stored only as a salted scrypt hash, never as the password itself), the country we saw when you signed up, your choice about marketing emails and your mature-content setting.',
        'Sign-in services: if you sign in with Google, Facebook, Apple or your organization’s single sign-on, the identifier that service gives us and the email address it confirmed. We never see your password there.',
        'Profiles: the name and color of each profile you add to your account (up to {profiles_per_account}), and whether it is a kids’ profile.',
        'Viewing progress: for each profile, which lessons were watched and how far, so you can pick up where you left off and see your progress.',
        'What you save: notes (with the moment of the lesson they belong to), bookmarks, My List, your ratings and comments on lessons and classes, and the share links you make.',
        'Purchases: your plan, orders, payments, refunds, the coupons you used, your membership’s dates, and the reason you give if you cancel.',
        'Cards: payments go through our payment provider. Your card number and security code go to the provider and are never stored by us; we keep only the card’s brand, its last four digits, its expiry date and the provider’s reference for charging the card you saved.',
        'Email updates: the email address (and the country) you give us to receive our updates, or to be told when an episode comes out or a session opens.',
        'Technical data: the country and region your connection comes from (given by our network provider), your IP address to limit repeated attempts to sign in or send forms, the IP address and browser of each of your sign-ins (so the account’s signed-in devices can be listed and ended), and our server logs of the requests your browser makes.',
        'If you work on our staff: each change you make in the studio, with the address and browser it came from (our audit log, which is never changed or deleted), and your authenticator’s secret, stored encrypted.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [],
      items: [
        'To run your account and membership: signing you in, playing lessons, remembering each profile’s progress, notes and lists.',
        'To take payments: charging your card when you buy, renewing your membership each year until you cancel, and refunding you.',
        'To send the emails the service needs: confirming your address, resetting your password, receipts, and notices about your membership and payments. These are sent whatever your marketing choice.',
        'To send marketing emails about new classes and offers, only as described under “Marketing emails and your consent”.',
        'To keep {product} safe: locking an account for {lockout_hours} hours after repeated wrong passwords, and limiting repeated requests.',
        'To improve {product}: we try new versions of some pages with part of our visitors and compare how they do. The version you see is chosen from a random identifier of your browser, not from who you are.',
      ],
      after: [
        'We use your information to provide the service you signed up for, because the law requires it (tax and accounting records), with your consent (marketing emails where consent is asked), or for our legitimate interest in keeping {product} secure and making it better.',
      ],
    },
    {
      heading: 'Marketing emails and your consent',
      paragraphs: [
        'How we ask depends on where you are. In the European Union, the European Economic Area, Switzerland and the United Kingdom, the marketing box on the sign-up, checkout and email-update forms starts unticked: we send you marketing emails only if you tick it. In the United States the box is not shown, and signing up includes our updates. Everywhere else the box starts ticked and you can untick it.',
        'You can change your mind at any time: turn marketing emails on or off under Preferences in your account settings, or ask our support team.',
        'We do not sell your personal information, and we do not share it with advertisers.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Cookies are small files a website keeps in your browser. {product} sets only the cookies below: each is needed for the service to work or remembers something you did. We set no advertising cookies and load no tag manager, so none of them follows you to other sites.',
      ],
      cookieTable: true,
      after: [
        'You can delete cookies in your browser’s settings at any time. You are then signed out, and the choices they remembered are forgotten.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: ['We share your information only as far as each of these needs it:'],
      items: [
        'Our payment provider, which receives your card details to take payments and make refunds.',
        'The sign-in service you choose (Google, Facebook, Apple or your organization), when you use it to sign in.',
        'The email delivery service that sends our emails.',
        'The companies that host {product} for us and store its data on our behalf.',
        'Authorities, when the law requires it.',
      ],
      after: ['Service providers working for us use your information only on our instructions.'],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [],
      items: [
        'Your account, profiles, progress, notes and everything you saved: for as long as you have an account. They are deleted with the account.',
        'A sign-in, with the address and browser it was seen from: it ends after {session_idle_days} days without use and after {session_max_days} days at most, and is then deleted.',
        'Password reset links work for {reset_link_hours} hours; email confirmation links for {confirmation_link_days} days.',
        'Orders, payments and refunds: for as long as tax and accounting law requires, which can be longer than your account.',
        'Email addresses given for updates or notifications: until you ask us to stop.',
        'Counters that limit repeated attempts: they are keyed by IP address and start again after a short time window.',
        'Cookies: as the table above says.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Wherever you live, you can ask us to:'],
      items: [
        'tell you what information we hold about you and give you a copy of it;',
        'correct it (you can change your name and email address yourself in your account settings);',
        'delete your account and the information in it (we keep only what the law requires, such as payment records);',
        'stop using it for marketing (you can also turn marketing emails off in your account settings);',
        'restrict or object to how we use it, or give it to you in a common format to take elsewhere (your notes can be downloaded as a Markdown file at any time).',
      ],
      after: [
        'To use any of these rights, contact us (see below); we answer within one month. Where we rely on your consent you can withdraw it at any time; this does not affect what we did before. If you think we have not handled your information properly, you can also complain to the data protection authority where you live.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        '{product} accounts are for adults. A member can add a kids’ profile for a child of the household; its progress and lists belong to the member’s account, and the member manages them.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. If a change affects how we use information you already gave us, we tell members by email before it applies.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'For any question about this policy or your information, or to use your rights, call {product} support at {phone}.',
      ],
    },
  ],
};
