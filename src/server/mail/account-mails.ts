import { verificationLinkLifetimeDays } from '#domain/email-verification.ts';
import type { Language } from '#domain/language.ts';
import { resetLifetimeMs } from '../auth/password-resets.ts';
import { translate } from '../http/messages.ts';
import type { MailMessage } from './mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML of every mail: its paragraphs and an optional button with the link written out below it. */
export function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#0b3954;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">${body}${button}</body></html>`;
}

export function passwordResetMail(language: Language, to: string, name: string, link: string): MailMessage {
  const t = (key: string) => translate(language, key, { name });
  const expiry = translate(language, 'mail.reset.expiry', { count: resetLifetimeMs / 60_000 });
  const lines = [t('mail.greeting'), t('mail.reset.intro'), expiry, t('mail.reset.ignore')];
  return {
    to,
    subject: t('mail.reset.subject'),
    text: [lines[0], '', lines[1], '', link, '', lines[2], lines[3], '', t('mail.signature')].join('\n'),
    html: layout([...lines, t('mail.signature')], { href: link, label: t('mail.reset.button') }),
  };
}

export function passwordChangedMail(language: Language, to: string, name: string): MailMessage {
  const t = (key: string) => translate(language, key, { name });
  const lines = [t('mail.greeting'), t('mail.changed.intro'), t('mail.changed.warning')];
  return {
    to,
    subject: t('mail.changed.subject'),
    text: [...lines, '', t('mail.signature')].join('\n'),
    html: layout([...lines, t('mail.signature')]),
  };
}

export function emailVerificationMail(
  language: Language,
  to: string,
  name: string,
  link: string,
): MailMessage {
  const t = (key: string) => translate(language, key, { name });
  const lines = [
    t('mail.greeting'),
    t('mail.verify.intro'),
    translate(language, 'mail.verify.expiry', { count: verificationLinkLifetimeDays }),
    t('mail.verify.ignore'),
  ];
  return {
    to,
    subject: t('mail.verify.subject'),
    text: [lines[0], '', lines[1], '', link, '', lines[2], lines[3], '', t('mail.signature')].join('\n'),
    html: layout([...lines, t('mail.signature')], { href: link, label: t('mail.verify.button') }),
  };
}

/** The last mail to a deleted account's address: what went, what stays (a captain's payment records). */
export function accountDeletedMail(
  language: Language,
  to: string,
  name: string,
  kind: 'captain' | 'student',
  retainedPayments: number,
): MailMessage {
  const t = (key: string) => translate(language, key, { name });
  const lines = [
    t('mail.greeting'),
    t(`account_deletion.mail.intro_${kind}`),
    ...(retainedPayments > 0 ? [t('account_deletion.mail.payments_kept')] : []),
    t('account_deletion.mail.not_you'),
  ];
  return {
    to,
    subject: t('account_deletion.mail.subject'),
    text: [...lines, '', t('mail.signature')].join('\n'),
    html: layout([...lines, t('mail.signature')]),
  };
}
