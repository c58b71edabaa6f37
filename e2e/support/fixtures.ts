import { test as base, expect, type Page } from '@playwright/test';

export const publicPages = [
  {
    path: '/',
    heading: {
      en: 'Every mile logged. Every document ready.',
      pl: 'Każda mila zapisana. Każdy dokument gotowy.',
    },
  },
  { path: '/cennik', heading: { en: 'Pricing', pl: 'Cennik' } },
  { path: '/contact', heading: { en: 'Contact', pl: 'Kontakt' } },
  { path: '/terms-of-service', heading: { en: 'Logbook Terms of Service', pl: 'Regulamin serwisu Logbook' } },
  {
    path: '/privacy-policy',
    heading: { en: 'Logbook Privacy Policy', pl: 'Polityka prywatności serwisu Logbook' },
  },
  {
    path: '/polityka-cookies',
    heading: { en: 'Logbook Cookie Policy', pl: 'Polityka cookies serwisu Logbook' },
  },
  { path: '/public-trip-card', heading: { en: 'Free trip card', pl: 'Bezpłatna karta rejsu' } },
  { path: '/verify', heading: { en: 'Document verification', pl: 'Weryfikacja dokumentu' } },
] as const;

export type Language = 'en' | 'pl';

/** Opens pages with a language already chosen, as a returning visitor would have it. */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('i18n-language')) window.localStorage.setItem('i18n-language', lang);
  }, language);
}

/**
 * Every test fails when the page logs an error, throws, or breaks the Content-Security-Policy,
 * so a page that looks right but misbehaves underneath does not pass.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  baseURL: process.env.E2E_BASE_URL,
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // A violation the page catches itself (an eval probe, say) logs nothing; the event still fires.
      await page.exposeFunction('reportPolicyViolation', (violation: string) =>
        problems.push(`CSP violation: ${violation}`),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportPolicyViolation: (violation: string) => void })
            .reportPolicyViolation;
          report(`${event.violatedDirective} by ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use(problems);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
