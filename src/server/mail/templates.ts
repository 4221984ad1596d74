import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A plain, accessible email with one call to action; text and HTML say the same. */
export function actionEmail(input: {
  kind: string;
  to: string;
  productName: string;
  subject: string;
  intro: string;
  action: { label: string; url: string };
  outro: string;
}): MailMessage {
  const text = `${input.intro}\n\n${input.action.label}: ${input.action.url}\n\n${input.outro}\n\n— ${input.productName}`;
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#17171a">
<p>${escapeHtml(input.intro)}</p>
<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:10px 18px;background:#8a5a00;color:#fff;border-radius:999px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>
<p>${escapeHtml(input.outro)}</p><p>— ${escapeHtml(input.productName)}</p></body></html>`;
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}
