import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import {
  monthlyPlan,
  plansFailureHandler,
  plansHandler,
  plansUrl,
  server,
  yearlyPlan,
} from '../../test/server.ts';
import { HomePage } from './home-page.tsx';

const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The hero's price tag as the user reads it, with Intl's non-breaking spaces made plain. */
async function heroPriceText(expected: string) {
  const tag = await screen.findByTestId('hero-price');
  // The hero holds a skeleton until the plans arrive; wait for the expected price.
  await screen.findByText(
    (_, element) => element === tag && plainSpaces(element.textContent).includes(expected),
  );
  return plainSpaces(tag.textContent);
}

describe('HomePage hero', () => {
  it("shows the yearly plan's price and days from the API", async () => {
    server.use(plansHandler([monthlyPlan, { ...yearlyPlan, amount: 59.5 }]));

    await renderWithProviders(<HomePage />, { path: '/' });

    const text = await heroPriceText('PLN 59.50');
    expect(text).toContain('for 365 days of Premium');
    expect(text).not.toContain('49.00');
    expect(screen.getByRole('heading', { level: 1, name: en.home.hero.title })).toBeInTheDocument();
  });

  it('shows the first plan when there is no yearly one', async () => {
    server.use(plansHandler([{ ...monthlyPlan, amount: 12 }]));

    await renderWithProviders(<HomePage />, { path: '/' });

    expect(await heroPriceText('PLN 12.00')).toContain('for 30 days of Premium');
  });

  it('shows the price from the API in Polish', async () => {
    server.use(plansHandler([{ ...yearlyPlan, amount: 59.5 }]));

    await renderWithProviders(<HomePage />, { path: '/', language: 'pl' });

    expect(await heroPriceText('59,50 zł')).toContain('za 365 dni Premium');
  });

  it('falls back to 49 zł for 365 days when the plans fail to load', async () => {
    server.use(plansFailureHandler());

    await renderWithProviders(<HomePage />, { path: '/', language: 'pl' });

    // Wait until the request has failed (the plan list shows its error), then read the hero.
    expect(await screen.findByText(pl.home.pricing.error_plans)).toBeInTheDocument();
    const text = plainSpaces(screen.getByTestId('hero-price').textContent);
    expect(text).toContain('49,00 zł');
    expect(text).toContain('za 365 dni Premium');
  });

  it('falls back to PLN 49.00 in English when the plans call fails on the network', async () => {
    server.use(http.get(plansUrl, () => HttpResponse.error()));

    await renderWithProviders(<HomePage />, { path: '/' });

    expect(await screen.findByText(en.home.pricing.error_plans)).toBeInTheDocument();
    const text = plainSpaces(screen.getByTestId('hero-price').textContent);
    expect(text).toContain('PLN 49.00');
    expect(text).toContain('for 365 days of Premium');
  });

  it('quotes no fixed price while the plans are loading, and the plan once they are in', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(plansUrl, async () => {
        await answered;
        return HttpResponse.json({ success: true, plans: [{ ...yearlyPlan, amount: 59.5 }], message: 'ok' });
      }),
    );

    await renderWithProviders(<HomePage />, { path: '/' });

    const tag = await screen.findByTestId('hero-price');
    expect(tag).toHaveAttribute('aria-busy', 'true');
    // The fallback's text only gives the skeleton its size: covered, and hidden from screen readers.
    expect(screen.getByText(/49\.00/).closest('[aria-hidden="true"]')).not.toBeNull();

    answer();
    expect(await heroPriceText('PLN 59.50')).not.toContain('49.00');
    expect(tag).not.toHaveAttribute('aria-busy');
  });

  it('links to registration and the public trip card generator', async () => {
    server.use(plansHandler([yearlyPlan]));

    await renderWithProviders(<HomePage />, { path: '/' });

    expect(await screen.findByRole('link', { name: en.home.hero.register })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: en.home.hero.public_generator })).toHaveAttribute(
      'href',
      '/public-trip-card',
    );
    expect(screen.getByRole('link', { name: en.home.cta.student_login })).toHaveAttribute(
      'href',
      '/student/login',
    );
  });
});
