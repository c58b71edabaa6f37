import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Plan } from '#domain/plan.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { changeLanguage } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { monthlyPlan, plansHandler, plansUrl, server, yearlyPlan } from '../../test/server.ts';
import { PlansList } from './plans-list.tsx';

const fortyFiveDays: Plan = { id: 3, name: 'Season', amount: 25.5, currency: 'PLN', duration_days: 45 };

/** Intl puts a (narrow) non-breaking space between amount and currency; compare with plain spaces. */
const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The card of each plan, found by its heading, in the order shown. */
async function planCards() {
  const headings = await screen.findAllByRole('heading', { level: 3 });
  return headings.map((heading) => {
    const card = heading.closest<HTMLElement>('.mantine-Card-root');
    if (!card) throw new Error(`No card around "${heading.textContent}"`);
    return { name: heading.textContent, text: plainSpaces(card.textContent), card };
  });
}

describe('PlansList', () => {
  it('shows a loading placeholder while the plans load', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(plansUrl, async () => {
        await answered;
        return HttpResponse.json({ success: true, plans: [yearlyPlan], message: 'Plans loaded.' });
      }),
    );

    await renderWithProviders(<PlansList />, { path: '/' });

    const loading = await screen.findByLabelText(en.common.loading);
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { name: 'Yearly premium' })).toBeInTheDocument();
    expect(screen.queryByLabelText(en.common.loading)).not.toBeInTheDocument();
  });

  it('shows the plans by their English names with their length, and prices them in English', async () => {
    server.use(plansHandler([yearlyPlan, monthlyPlan, fortyFiveDays]));

    await renderWithProviders(<PlansList />, { path: '/' });

    const cards = await planCards();
    expect(cards.map((card) => card.name)).toEqual(['Yearly premium', 'Monthly premium', 'Season']);
    expect(cards[0]?.text).toContain('Premium — yearly access');
    expect(cards[1]?.text).toContain('Premium — monthly access');
    expect(cards[2]?.text).toContain('Premium — 45 days');
    expect(cards[0]?.text).toContain('PLN 49.00');
    expect(cards[0]?.text).toContain('/ year');
    expect(cards[0]?.text).toContain('Valid for 365 days');
    expect(cards[1]?.text).toContain('PLN 9.99');
    expect(cards[1]?.text).toContain('/ month');
    expect(cards[2]?.text).toContain('PLN 25.50');
    expect(cards[2]?.text).toContain('/ 45 days');
    // Every card leads to registration.
    for (const { card } of cards) {
      expect(within(card).getByRole('link', { name: en.home.pricing.register })).toHaveAttribute(
        'href',
        '/register',
      );
    }
  });

  it('shows the plans by their Polish names with their length, and prices them in Polish', async () => {
    server.use(plansHandler([yearlyPlan, monthlyPlan, fortyFiveDays]));

    await renderWithProviders(<PlansList />, { language: 'pl', path: '/' });

    const cards = await planCards();
    expect(cards.map((card) => card.name)).toEqual(['Premium roczny', 'Premium miesięczny', 'Season']);
    expect(cards[0]?.text).toContain('Premium — dostęp roczny');
    expect(cards[1]?.text).toContain('Premium — dostęp miesięczny');
    expect(cards[2]?.text).toContain('Premium — 45 dni');
    expect(cards[0]?.text).toContain('49,00 zł');
    expect(cards[0]?.text).toContain('Ważny 365 dni');
    expect(cards[1]?.text).toContain('9,99 zł');
    expect(cards[2]?.text).toContain('25,50 zł');
    expect(cards[0]?.text).not.toContain('PLN');
  });

  it('prices a plan in its own currency', async () => {
    server.use(plansHandler([{ ...yearlyPlan, amount: 19, currency: 'EUR' }]));

    await renderWithProviders(<PlansList />, { path: '/' });

    const [card] = await planCards();
    expect(card?.text).toContain('EUR 19.00');
  });

  it('marks only the longest plan as the best value when there are several', async () => {
    server.use(plansHandler([monthlyPlan, yearlyPlan]));

    await renderWithProviders(<PlansList />, { path: '/' });

    const cards = await planCards();
    expect(cards.map((card) => card.text.includes(en.home.pricing.recommended))).toEqual([false, true]);
  });

  it('shows an error with a retry button that loads the plans again', async () => {
    let calls = 0;
    server.use(
      http.get(plansUrl, () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 });
        }
        return HttpResponse.json({ success: true, plans: [yearlyPlan], message: 'Plans loaded.' });
      }),
    );
    const user = userEvent.setup();

    await renderWithProviders(<PlansList />, { path: '/' });

    expect(await screen.findByText(en.home.pricing.error_plans)).toBeInTheDocument();
    expect(screen.getByText(en.home.pricing.error_fetch)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.common.retry }));

    expect(await screen.findByRole('heading', { name: 'Yearly premium' })).toBeInTheDocument();
    expect(screen.queryByText(en.home.pricing.error_plans)).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the error in Polish', async () => {
    server.use(http.get(plansUrl, () => HttpResponse.error()));

    await renderWithProviders(<PlansList />, { language: 'pl', path: '/' });

    expect(await screen.findByText(pl.home.pricing.error_plans)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pl.common.retry })).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as an error', async () => {
    server.use(http.get(plansUrl, () => HttpResponse.json({ success: true, plans: [{ id: 1 }] })));

    await renderWithProviders(<PlansList />, { path: '/' });

    expect(await screen.findByText(en.home.pricing.error_plans)).toBeInTheDocument();
  });

  it('says so when there are no plans', async () => {
    server.use(plansHandler([]));

    await renderWithProviders(<PlansList />, { path: '/' });

    expect(await screen.findByText(en.home.pricing.no_plans)).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.common.retry })).not.toBeInTheDocument();
  });

  it('fetches the plans again in the new language when the interface language changes', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(plansUrl, ({ request }) => {
        const language = request.headers.get('accept-language');
        asked.push(language);
        const name = language === 'pl' ? 'Premium roczny' : 'Yearly premium';
        return HttpResponse.json({ success: true, plans: [{ ...yearlyPlan, name }], message: 'ok' });
      }),
    );

    await renderWithProviders(<PlansList />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Yearly premium' })).toBeInTheDocument();

    await act(() => changeLanguage('pl'));

    expect(await screen.findByRole('heading', { name: 'Premium roczny' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Yearly premium' })).not.toBeInTheDocument();
    expect(asked).toEqual(['en', 'pl']);
  });

  it('says so in Polish when there are no plans', async () => {
    server.use(plansHandler([]));

    await renderWithProviders(<PlansList />, { language: 'pl', path: '/' });

    expect(await screen.findByText(pl.home.pricing.no_plans)).toBeInTheDocument();
  });
});
