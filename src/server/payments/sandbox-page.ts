import { type Language, localeOf } from '#domain/language.ts';
import { translate } from '../http/messages.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export function formatAmount(amountMinor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(amountMinor / 100);
}

// No script anywhere (the CSP forbids inline script); styles in one <style> element, which style-src allows.
const styles = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;padding:.2rem .6rem;border-radius:4px;background:#e8590c;color:#fff;font-weight:700;letter-spacing:.08em}
.notice{padding:.75rem 1rem;border-left:4px solid #e8590c;background:#fff4e6}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button,a.button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #adb5bd;background:#fff;cursor:pointer;color:inherit;text-decoration:none}
button.pay{background:#2f9e44;border-color:#2f9e44;color:#fff}
`;

function layout(language: Language, title: string, content: string): string {
  const t = (key: string) => escapeHtml(translate(language, key));
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${t('payments.sandbox.brand')}</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="badge">SANDBOX</p>
<h1>${escapeHtml(title)}</h1>
<p class="notice">${t('payments.sandbox.notice')}</p>
${content}
</main>
</body>
</html>
`;
}

export interface CheckoutView {
  extOrderId: string;
  planName: string;
  amountMinor: number;
  currency: string;
  description: string;
}

/** The checkout: what is being bought and two plain forms, Pay and Cancel. */
export function checkoutPage(language: Language, view: CheckoutView): string {
  const t = (key: string) => escapeHtml(translate(language, key));
  const action = `/sandbox/payu/${encodeURIComponent(view.extOrderId)}`;
  return layout(
    language,
    translate(language, 'payments.sandbox.title'),
    `<dl>
<dt>${t('payments.sandbox.plan')}</dt><dd>${escapeHtml(view.planName)}</dd>
<dt>${t('payments.sandbox.amount')}</dt><dd>${escapeHtml(formatAmount(view.amountMinor, view.currency, language))}</dd>
<dt>${t('payments.sandbox.description')}</dt><dd>${escapeHtml(view.description)}</dd>
<dt>${t('payments.sandbox.order')}</dt><dd><code>${escapeHtml(view.extOrderId)}</code></dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(action)}/pay"><button type="submit" class="pay">${t('payments.sandbox.pay')}</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button type="submit">${t('payments.sandbox.cancel')}</button></form>
</div>`,
  );
}

/** Unknown order, an order already paid or canceled, or a notification that was not accepted. */
export function messagePage(language: Language, titleKey: string, textKey: string, backUrl: string): string {
  const t = (key: string) => escapeHtml(translate(language, key));
  return layout(
    language,
    translate(language, titleKey),
    `<p>${t(textKey)}</p>
<p><a class="button" href="${escapeHtml(backUrl)}">${t('payments.sandbox.back')}</a></p>`,
  );
}
