import { describe, expect, it } from 'vitest';
import { MAIL_DELIVERY_JOB } from '~/server/mail/mailer';
import { ERRORS } from '~/shared/error-catalogue';
import { PATHS } from '~/shared/spec';
import { AUDIT_ACTIONS, STUDIO_API, STUDIO_PATHS, STUDIO_TEXTS } from '~/shared/studio';
import { VIEW_AS } from '~/shared/studio-link';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { clientFor, makeAccount } from '../../tests/staff';
import type { TestClient } from '../../tests/test-app';

// The studio's pages through the real React Router build, served by the real app.
const pages = await createPageApp();
const deps = { ...pages, clock: pages.services.clock };
const get = (client: TestClient, url: string) =>
  client.request({ method: 'GET', url, headers: BROWSER_HEADERS });
const staff = async (role: string, options: { secondFactor?: boolean; twoFactor?: boolean } = {}) => {
  const account = await makeAccount(deps, { role, twoFactor: options.twoFactor });
  return {
    ...account,
    client: await clientFor(deps, account.userId, { secondFactor: options.secondFactor }),
  };
};

describe('the studio’s door', () => {
  it('is in the account menu of staff only', async () => {
    const studioLink = `href="${STUDIO_PATHS.home}"`;
    const member = await makeAccount(deps);
    const memberPage = await get(await clientFor(deps, member.userId), PATHS.home);
    expect(memberPage.body).not.toContain(studioLink);
    const { client } = await staff('support', { secondFactor: false });
    const staffPage = await get(client, PATHS.home);
    expect(staffPage.statusCode).toBe(200);
    expect(staffPage.body).toContain(studioLink);
  });

  it('sends a visitor to sign in, coming back afterwards', async () => {
    const response = await get(await clientFor(deps, null), '/studio/audit?action=staff.invite');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${PATHS.login}?next_page=${encodeURIComponent('/studio/audit?action=staff.invite')}`,
    );
  });

  it('shows a signed-in account that is not staff the 403 page', async () => {
    const member = await makeAccount(deps);
    const response = await get(await clientFor(deps, member.userId), STUDIO_PATHS.home);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(inHtml(STUDIO_TEXTS.notStaff));
  });

  it('asks staff for their code first, then sends them where they were going', async () => {
    const { client } = await staff('editor', { secondFactor: false });
    const response = await get(client, STUDIO_PATHS.security);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${STUDIO_PATHS.verify}?next_page=${encodeURIComponent(STUDIO_PATHS.security)}`,
    );
    const verify = await get(client, response.headers.location as string);
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('Enter your code');
    expect(verify.body).toContain(STUDIO_TEXTS.codeLabel);
  });

  it('sends staff without an authenticator to set one up, with its key and QR code', async () => {
    const { client } = await staff('editor', { twoFactor: false, secondFactor: false });
    const response = await get(client, STUDIO_PATHS.home);
    expect(response.headers.location).toBe(
      `${STUDIO_PATHS.enrol}?next_page=${encodeURIComponent(STUDIO_PATHS.home)}`,
    );
    const enrol = await get(client, STUDIO_PATHS.enrol);
    expect(enrol.statusCode).toBe(200);
    expect(enrol.body).toContain('Set up two-factor authentication');
    expect(enrol.body).toContain('aria-label="QR code of your authenticator key"');
    expect(enrol.body).toMatch(/class="studio-enrol-secret">([A-Z2-7]{4} ){7}[A-Z2-7]{4}</);
  });

  it('lets ready staff past the door pages', async () => {
    const { client } = await staff('editor');
    for (const step of [STUDIO_PATHS.verify, STUDIO_PATHS.enrol]) {
      const response = await get(client, `${step}?next_page=${encodeURIComponent(STUDIO_PATHS.security)}`);
      expect(response.headers.location).toBe(STUDIO_PATHS.security);
    }
    // next_page leads only into the studio.
    expect((await get(client, `${STUDIO_PATHS.verify}?next_page=/plans`)).headers.location).toBe(
      STUDIO_PATHS.home,
    );
  });
});

describe('the studio by role', () => {
  it('shows the owner every section built so far, and a dashboard with real data', async () => {
    const { client } = await staff('owner');
    const response = await get(client, STUDIO_PATHS.home);
    expect(response.statusCode).toBe(200);
    for (const label of ['Dashboard', 'Staff', 'Audit log', 'Jobs', 'My security'])
      expect(response.body).toContain(`>${label}</a>`);
    expect(response.body).toContain('Owner');
    expect(response.body).toContain('Recent activity');
    expect(response.body).toContain('Accepted a staff invitation');
  });

  it('shows an editor only what their role opens; the Staff page is a 403 for them', async () => {
    const { client } = await staff('editor');
    const home = await get(client, STUDIO_PATHS.home);
    expect(home.body).not.toContain(`href="${STUDIO_PATHS.staff}"`);
    expect(home.body).not.toContain(`href="${STUDIO_PATHS.audit}"`);
    expect(home.body).toContain('What you did lately.');
    const refused = await get(client, STUDIO_PATHS.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(ERRORS.no_permission.message);
    // The refusal keeps the studio's frame and its navigation.
    expect(refused.body).toContain('aria-label="Studio"');
  });

  it('renders the Staff, Audit log and My security pages', async () => {
    const { client, email } = await staff('owner');
    const staffPage = await get(client, STUDIO_PATHS.staff);
    expect(staffPage.statusCode).toBe(200);
    expect(staffPage.body).toContain('Invite someone');
    expect(staffPage.body).toContain(email);
    expect(staffPage.body).toContain('Require two-factor authentication for all staff');
    const audit = await get(client, `${STUDIO_PATHS.audit}?action=staff.invitation_accept`);
    expect(audit.statusCode).toBe(200);
    expect(audit.body).toContain('class="studio-audit-action">Accepted a staff invitation<');
    expect(audit.body).not.toContain('class="studio-audit-action">Invited a staff member<');
    expect(audit.body).toContain('href="/api/studio/audit.csv?action=staff.invitation_accept"');
    const bad = await get(client, `${STUDIO_PATHS.audit}?from=yesterday`);
    expect(bad.body).toContain('Some filters in the address were not valid');
    const security = await get(client, STUDIO_PATHS.security);
    expect(security.statusCode).toBe(200);
    expect(security.body).toContain('Where you are signed in');
    expect(security.body).toContain('This device');
  });
});

describe('the jobs page', () => {
  it('lists jobs in a captioned table with Retry and Cancel, filtered by a GET form', async () => {
    const { db, services } = pages;
    const failed = await services.jobs.enqueue('reports.build', null, { maxAttempts: 2 });
    await db
      .updateTable('jobs')
      .set({ status: 'dead', attempts: 2, last_error: 'Error: the report source is gone\n    at x' })
      .where('id', '=', failed)
      .execute();
    const outbox = await db
      .insertInto('mail_outbox')
      .values({
        kind: 'test',
        to_address: 'reader@example.com',
        subject: 'Welcome',
        text_body: '',
        html_body: '',
        status: 'pending',
        created_at: pages.services.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const waiting = await services.jobs.enqueue(MAIL_DELIVERY_JOB, { id: outbox.id });
    const { client } = await staff('owner');
    const page = await get(client, STUDIO_PATHS.jobs);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<caption id=');
    expect(page.body).toContain('All jobs, newest first</caption>');
    expect(page.body).toContain(`aria-label="Retry reports.build #${failed}"`);
    expect(page.body).toContain('the report source is gone');
    expect(page.body).toContain(`aria-label="Cancel Email #${waiting}"`);
    expect(page.body).toContain('To reader@example.com: Welcome');
    expect(page.body).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/studio\/jobs")[^>]*>/);
    expect(page.body).toMatch(/<label for="[^"]+-state">State<\/label>/);
    const onlyFailed = await get(client, `${STUDIO_PATHS.jobs}?state=failed&kind=`);
    expect(onlyFailed.body).toContain('Failed jobs, newest first</caption>');
    expect(onlyFailed.body).toContain(`aria-label="Retry reports.build #${failed}"`);
    expect(onlyFailed.body).not.toContain(`aria-label="Cancel Email #${waiting}"`);
    const bad = await get(client, `${STUDIO_PATHS.jobs}?state=nope`);
    expect(bad.body).toContain('Some filters in the address were not valid');
  });

  it('is not for support: no link, and a 403 inside the studio', async () => {
    const { client } = await staff('support');
    expect((await get(client, STUDIO_PATHS.home)).body).not.toContain(`href="${STUDIO_PATHS.jobs}"`);
    const refused = await get(client, STUDIO_PATHS.jobs);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('aria-label="Studio"');
  });
});

describe('viewing the site as a member', () => {
  it('shows the member’s pages under the banner, while the studio stays the staff member’s', async () => {
    const support = await staff('support');
    const member = await makeAccount(deps);
    const started = await support.client.send('POST', `${STUDIO_API.members}/${member.userId}/view-as`, {
      reason: 'Sees an empty page',
    });
    expect(started.statusCode, started.body).toBe(201);
    const home = await get(support.client, PATHS.home);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(inHtml(VIEW_AS.bannerLead));
    expect(home.body).toContain(`<strong>${member.email}</strong>`);
    expect(home.body).toContain(VIEW_AS.stop);
    // The member's site: no studio link in their account menu.
    expect(home.body).not.toContain(`href="${STUDIO_PATHS.home}"`);
    const studioPage = await get(support.client, STUDIO_PATHS.member(member.userId));
    expect(studioPage.statusCode).toBe(200);
    expect(studioPage.body).not.toContain(inHtml(VIEW_AS.bannerLead));
    expect(studioPage.body).toContain(inHtml(AUDIT_ACTIONS['member.view_as_start']));
    // The dashboard's data on a client-side navigation is the studio's too.
    expect((await get(support.client, `${STUDIO_PATHS.home}.data`)).statusCode).toBe(200);
    const pagePost = await support.client.request({
      method: 'POST',
      url: PATHS.home,
      headers: BROWSER_HEADERS,
    });
    expect(pagePost.statusCode).toBe(403);
    expect((await support.client.send('DELETE', STUDIO_API.viewAs)).statusCode).toBe(204);
    expect((await get(support.client, PATHS.home)).body).not.toContain(inHtml(VIEW_AS.bannerLead));
  });
});

describe('an invitation’s page', () => {
  it('shows who invites whom as what, and says when a link cannot be used', async () => {
    const { link } = await pages.services.staff.invite(
      { userId: null, label: 'command line', ip: null, userAgent: null, requestId: null, permissions: 'all' },
      { email: 'page-invitee@example.com', role: 'support' },
      { origin: '', send: 'none' },
    );
    const visitor = await clientFor(deps, null);
    const page = await get(visitor, link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('page-invitee@example.com');
    expect(page.body).toContain('Support');
    expect(page.body).toContain('Create my account and join');
    const dead = await get(visitor, STUDIO_PATHS.invitation('not-a-real-token'));
    expect(dead.body).toContain('This invitation cannot be used');
  });
});

describe('the site settings page', () => {
  it('shows the owner every section, and is not for support', async () => {
    const { client } = await staff('owner');
    const page = await get(client, STUDIO_PATHS.settings);
    expect(page.statusCode).toBe(200);
    for (const title of [
      'Name and phone',
      'Logo',
      'Colours',
      'Email sender',
      'Terms of use',
      'Privacy policy',
    ])
      expect(page.body).toContain(`>${title}</h2>`);
    expect(page.body).toContain('## About these terms');
    const support = await staff('support');
    expect((await get(support.client, STUDIO_PATHS.home)).body).not.toContain(
      `href="${STUDIO_PATHS.settings}"`,
    );
    expect((await get(support.client, STUDIO_PATHS.settings)).statusCode).toBe(403);
  });

  it('puts the brand colours in every page’s head and the logo in its header; nothing while unset', async () => {
    const visitor = await clientFor(deps, null);
    const before = await get(visitor, PATHS.home);
    expect(before.body).not.toContain('--accent:');
    expect(before.body).toContain('>Atelier</a>');
    const actor = { userId: null, label: 'test', ip: null, userAgent: null, requestId: null };
    const { siteSettings } = pages.services;
    await siteSettings.saveColours(actor, {
      dark: { accent: '#7fd1ff', accentText: '#000000' },
      light: { accent: '#0b5394', accentText: '#ffffff' },
    });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 1"><rect width="4" height="1"/></svg>';
    const { path } = await siteSettings.saveLogo(actor, Buffer.from(svg));
    const after = await get(visitor, PATHS.home);
    expect(after.body).toMatch(/<style nonce="[^"]+">:root\{--accent:#7fd1ff;--accent-text:#000000\}/);
    expect(after.body).toContain(`<img class="brand-logo" src="${path}" alt="Atelier"/>`);
    await siteSettings.reset(actor, 'colours');
    await siteSettings.reset(actor, 'logo');
    expect((await get(visitor, PATHS.home)).body).not.toContain('--accent:');
  });
});
