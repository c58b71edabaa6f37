import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionHistoryEntry, SubscriptionStatusResponse } from '#domain/subscription.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readCaptainSession } from '../../lib/session-storage.ts';
import { loggedInCaptain } from '../../test/accounts.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { server, subscriptionStatusHandler, subscriptionsUrl } from '../../test/server.ts';
import { redeemDiscountUrl } from './api.ts';
import { PremiumTab } from './premium-tab.tsx';

const activeStatus: Partial<SubscriptionStatusResponse> = {
  active_subscription: {
    status: 'active',
    ends_at: '2027-03-05T10:00:00.000Z',
    days_remaining: 45,
    payment_provider: 'payu',
  },
};

const payment = (change: Partial<SubscriptionHistoryEntry> = {}): SubscriptionHistoryEntry => ({
  id: 31,
  source: 'payment',
  status: 'completed',
  plan_name: 'Premium yearly',
  amount: 49,
  currency: 'PLN',
  days: 365,
  payment_provider: 'payu',
  discount_code: null,
  created_at: '2026-03-05T09:15:00.000Z',
  completed_at: '2026-03-05T09:16:00.000Z',
  ...change,
});

beforeEach(() => {
  notifications.clean();
  loggedInCaptain();
});
afterEach(() => vi.restoreAllMocks());

async function renderTab(language: 'en' | 'pl' = 'en', paymentId?: number) {
  const result = await renderWithProviders(<PremiumTab paymentId={paymentId} />, { language });
  const catalogue = language === 'en' ? en : pl;
  await screen.findByRole('heading', { name: catalogue.premium.status.title });
  return result;
}

describe('status', () => {
  it('says there is no Premium yet and stores hasPremium false', async () => {
    await renderTab();
    expect(screen.getByText(en.premium.status.text.none)).toBeInTheDocument();
    expect(screen.getByText(en.premium.status.badge.none)).toBeInTheDocument();
    expect(readCaptainSession()?.hasPremium).toBe(false);
  });

  it('shows active Premium with its end date in Polish format, days left and PayU, and stores hasPremium', async () => {
    server.use(subscriptionStatusHandler(activeStatus));
    await renderTab('pl');
    expect(screen.getByText(pl.premium.status.text.active)).toBeInTheDocument();
    expect(screen.getByText('Ważna do 05.03.2027')).toBeInTheDocument();
    expect(screen.getByText('Pozostało 45 dni')).toBeInTheDocument();
    expect(screen.getByText('Płatność przez PayU')).toBeInTheDocument();
    expect(readCaptainSession()?.hasPremium).toBe(true);
  });

  it('writes the date the English way and labels Stripe', async () => {
    server.use(
      subscriptionStatusHandler({
        active_subscription: {
          status: 'active',
          ends_at: '2027-03-05T10:00:00.000Z',
          days_remaining: 1,
          payment_provider: 'stripe',
        },
      }),
    );
    await renderTab();
    expect(screen.getByText('Valid until 05/03/2027')).toBeInTheDocument();
    expect(screen.getByText('1 day remaining')).toBeInTheDocument();
    expect(screen.getByText('Paid with Stripe')).toBeInTheDocument();
  });

  it('says when Premium expired', async () => {
    server.use(
      subscriptionStatusHandler({
        active_subscription: {
          status: 'expired',
          ends_at: '2025-01-10T10:00:00.000Z',
          days_remaining: 0,
          payment_provider: null,
        },
      }),
    );
    await renderTab();
    expect(screen.getByText(en.premium.status.text.expired)).toBeInTheDocument();
    expect(screen.getByText('Expired on 10/01/2025')).toBeInTheDocument();
  });

  it('logs a failure to read the status, counts it as no Premium and offers a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('hasPremium', 'true');
    server.use(http.get(subscriptionsUrl, () => HttpResponse.json({ success: false }, { status: 500 })));
    await renderWithProviders(<PremiumTab />, { language: 'pl' });

    expect(await screen.findByText(pl.premium.load_failed)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(readCaptainSession()?.hasPremium).toBe(false);
    expect(screen.getByRole('button', { name: pl.common.retry })).toBeInTheDocument();
  });
});

describe('discount code', () => {
  const codeInput = (label = en.premium.discount.label) => screen.getByRole('textbox', { name: label });

  it('asks for a code before sending anything', async () => {
    let calls = 0;
    server.use(
      http.post(redeemDiscountUrl, () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: '' });
      }),
    );
    const user = userEvent.setup();
    await renderTab('pl');
    await user.click(screen.getByRole('button', { name: pl.premium.discount.submit }));

    expect(await screen.findByText('Wprowadź kod rabatowy')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('redeems the code, says so, reloads the status and clears the field', async () => {
    const bodies: unknown[] = [];
    let redeemed = false;
    server.use(
      http.get(subscriptionsUrl, () =>
        HttpResponse.json({
          success: true,
          active_subscription: redeemed
            ? activeStatus.active_subscription
            : { status: 'none', ends_at: null, days_remaining: 0, payment_provider: null },
          available_plans: [],
          subscription_history: [],
          message: '',
        }),
      ),
      http.post(redeemDiscountUrl, async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer captain-token');
        bodies.push(await request.json());
        redeemed = true;
        return HttpResponse.json({ success: true, message: '' });
      }),
    );
    const user = userEvent.setup();
    await renderTab('pl');
    await user.type(codeInput(pl.premium.discount.label), 'SAIL-30');
    await user.click(screen.getByRole('button', { name: pl.premium.discount.submit }));

    expect(
      await screen.findByText(
        'Kod rabatowy został pomyślnie wykorzystany! Twoja subskrypcja została aktywowana.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'SAIL-30' }]);
    expect(await screen.findByText(pl.premium.status.text.active)).toBeInTheDocument();
    expect(codeInput(pl.premium.discount.label)).toHaveValue('');
    expect(readCaptainSession()?.hasPremium).toBe(true);
  });

  it("shows the server's 422 message under the field", async () => {
    server.use(
      http.post(redeemDiscountUrl, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Ten kod rabatowy wygasł.',
            errors: { code: ['Ten kod rabatowy wygasł.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderTab('pl');
    await user.type(codeInput(pl.premium.discount.label), 'OLD');
    await user.click(screen.getByRole('button', { name: pl.premium.discount.submit }));

    await waitFor(() =>
      expect(codeInput(pl.premium.discount.label)).toHaveAccessibleDescription('Ten kod rabatowy wygasł.'),
    );
    expect(codeInput(pl.premium.discount.label)).toHaveValue('OLD');
  });

  it('falls back to the standard text when the server sends no message', async () => {
    server.use(http.post(redeemDiscountUrl, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    await renderTab('pl');
    await user.type(codeInput(pl.premium.discount.label), 'X');
    await user.click(screen.getByRole('button', { name: pl.premium.discount.submit }));

    expect(
      await screen.findByText('Nieprawidłowy kod rabatowy lub wystąpił błąd podczas przetwarzania.'),
    ).toBeInTheDocument();
  });

  it('says so when the network fails', async () => {
    server.use(http.post(redeemDiscountUrl, () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderTab('pl');
    await user.type(codeInput(pl.premium.discount.label), 'SAIL-30');
    await user.click(screen.getByRole('button', { name: pl.premium.discount.submit }));

    expect(
      await screen.findByText('Wystąpił błąd podczas przetwarzania kodu. Spróbuj ponownie później.'),
    ).toBeInTheDocument();
  });
});

describe('coming back from the payment page', () => {
  it('says the payment completed', async () => {
    server.use(subscriptionStatusHandler({ ...activeStatus, subscription_history: [payment()] }));
    await renderTab('en', 31);
    expect(screen.getByText(en.premium.payment.completed_title)).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your Premium is active until 05/03/2027.')).toBeInTheDocument();
  });

  it('says the payment is still pending and checks again on request', async () => {
    let reads = 0;
    server.use(
      http.get(subscriptionsUrl, () => {
        reads += 1;
        return HttpResponse.json({
          success: true,
          active_subscription: reads > 1 ? activeStatus.active_subscription : null,
          available_plans: [],
          subscription_history: [payment({ status: reads > 1 ? 'completed' : 'pending' })],
          message: '',
        });
      }),
    );
    const user = userEvent.setup();
    await renderTab('en', 31);
    expect(screen.getByText(en.premium.payment.pending_title)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.premium.payment.refresh }));
    expect(await screen.findByText(en.premium.payment.completed_title)).toBeInTheDocument();
  });

  it('says the payment was canceled', async () => {
    server.use(subscriptionStatusHandler({ subscription_history: [payment({ status: 'canceled' })] }));
    await renderTab('pl', 31);
    expect(screen.getByText(pl.premium.payment.canceled_title)).toBeInTheDocument();
  });
});

describe('history', () => {
  it('lists payments, codes and grants with their dates, amounts, days and status', async () => {
    server.use(
      subscriptionStatusHandler({
        ...activeStatus,
        subscription_history: [
          payment(),
          payment({
            id: 32,
            source: 'discount_code',
            plan_name: null,
            amount: null,
            currency: null,
            days: 30,
            payment_provider: null,
            discount_code: 'SAIL-30',
            created_at: '2026-02-01T08:00:00.000Z',
          }),
        ],
      }),
    );
    await renderTab('pl');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Płatność')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('49,00 zł')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('365 dni')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Zakończona')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Kod rabatowy (SAIL-30)')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('30 dni')).toBeInTheDocument();
  });
});
