import { screen, waitFor } from '@testing-library/react';
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
import { ContactPage } from './contact-page.tsx';

const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The price box's price once it shows one (a skeleton covers the fallback's text while the plans load). */
async function quotedPrice(expected: string) {
  let text = '';
  await waitFor(() => {
    const price = screen.getByTestId('contact-price');
    expect(price.closest('[aria-hidden="true"]')).toBeNull();
    text = plainSpaces(price.textContent);
    expect(text).toContain(expected);
  });
  return text;
}

describe('contact page price box', () => {
  it('quotes the yearly plan, as the pricing page does, not the fixed 19 EUR', async () => {
    server.use(plansHandler([monthlyPlan, yearlyPlan]));
    await renderWithProviders(<ContactPage />, { path: '/contact' });

    expect(await quotedPrice('PLN 49.00')).toBe('PLN 49.00 / year');
    expect(screen.queryByText(/EUR/)).toBeNull();
    expect(screen.getByRole('heading', { name: en.contact.price_box.title })).toBeInTheDocument();
  });

  it('quotes it in Polish, in the plan’s own currency and price', async () => {
    server.use(plansHandler([{ ...yearlyPlan, amount: 59.5 }]));
    await renderWithProviders(<ContactPage />, { path: '/contact', language: 'pl' });

    expect(await quotedPrice('59,50 zł')).toBe('59,50 zł / rok');
  });

  it('quotes the longest plan with its own period when there is no yearly plan', async () => {
    server.use(plansHandler([{ ...monthlyPlan, amount: 12 }]));
    await renderWithProviders(<ContactPage />, { path: '/contact' });

    expect(await quotedPrice('PLN 12.00')).toBe('PLN 12.00 / month');
  });

  it('falls back to the fixed 19 EUR a year when the plans cannot be loaded', async () => {
    server.use(plansFailureHandler());
    await renderWithProviders(<ContactPage />, { path: '/contact' });

    expect(await quotedPrice('EUR 19.00')).toBe('EUR 19.00 / year');
  });

  it('falls back to it in Polish when the network fails, and when no plan is on offer', async () => {
    server.use(http.get(plansUrl, () => HttpResponse.error()));
    const first = await renderWithProviders(<ContactPage />, { path: '/contact', language: 'pl' });
    expect(await quotedPrice('19,00')).toBe('19,00 € / rok');
    first.unmount();

    server.use(plansHandler([]));
    await renderWithProviders(<ContactPage />, { path: '/contact', language: 'pl' });
    expect(await quotedPrice('19,00')).toBe('19,00 € / rok');
    expect(screen.getByRole('heading', { name: pl.contact.price_box.title })).toBeInTheDocument();
  });

  it('shows no price at all while the plans are loading', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(plansUrl, async () => {
        await answered;
        return HttpResponse.json({ success: true, plans: [yearlyPlan], message: 'ok' });
      }),
    );
    await renderWithProviders(<ContactPage />, { path: '/contact' });

    const price = await screen.findByTestId('contact-price');
    expect(price.closest('[aria-hidden="true"]')).not.toBeNull();

    answer();
    expect(await quotedPrice('PLN 49.00')).toBe('PLN 49.00 / year');
  });
});
