/**
 * The product spec's names, texts and numbers (../shared/spec/product.md and
 * calls-and-errors.md), one module per area; everything imports them from here
 * ('~/shared/spec'), so a spec change is one edit in its area's module. Error texts with
 * their statuses live in the error catalogue (../error-catalogue/), grouped the same way.
 *
 * constants  names and numbers every area shares: cookies, headers, paths, time, breakpoints
 * shell      the page frame: error pages, calls to action, header links, validation texts
 * auth       sign-in, accounts and profiles
 * consent    the consent banner and the marketing opt-in by country
 * catalog    content pages, sessions, the class quizzes, the home page's claims
 * commerce   plans, checkout, the membership pages, promotions
 * playback   playback and personal content: notes, bookmarks, surveys, My List, sharing
 * gifts      gifts and guest passes (today only the redemption window)
 * business   the business offering (today only the self-serve seats)
 * The areas still to come get their own module here, next to these, when their first text
 * does: certificates.ts (certificate programs, calls-and-errors.md 7.9; only its one error
 * text exists so far, in the catalogue) and community.ts. Export it below.
 * The player's numbers and shortcuts are in ../player.ts, the studio's texts in ../studio.ts.
 */
export * from './auth';
export * from './business';
export * from './catalog';
export * from './commerce';
export * from './consent';
export * from './constants';
export * from './gifts';
export * from './playback';
export * from './shell';
