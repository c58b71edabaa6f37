import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionHistoryEntry, SubscriptionStatusResponse } from '#domain/subscription.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { field, loggedInCaptain } from '../../test/accounts.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import {
  monthlyPlan,
  server,
  subscriptionStatusHandler,
  subscriptionsUrl,
  yearlyPlan,
} from '../../test/server.ts';
import { externalNavigation } from './format.ts';
import { PremiumTab } from './premium-tab.tsx';

const _activeStatus: Partial<SubscriptionStatusResponse> = {
  active_subscription: {
    status: 'active',
    ends_at: '2027-03-05T10:00:00.000Z',
    days_remaining: 45,
    payment_provider: 'payu',
  },
};

const _payment = (change: Partial<SubscriptionHistoryEntry> = {}): SubscriptionHistoryEntry => ({
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

describe('ordering', () => {
  const plans = { available_plans: [yearlyPlan, monthlyPlan] };
  const orderButton = (language: 'en' | 'pl' = 'en') =>
    screen.getByRole('button', { name: (language === 'en' ? en : pl).premium.order.submit });

  async function choosePlanAndPayU(user: ReturnType<typeof userEvent.setup>, language: 'en' | 'pl' = 'en') {
    const c = language === 'en' ? en : pl;
    await user.click(
      screen.getByRole('radio', {
        name: new RegExp(language === 'en' ? 'Yearly premium' : 'Premium roczny'),
      }),
    );
    await user.click(await screen.findByRole('radio', { name: /PayU/ }));
    await screen.findByRole('heading', { name: c.premium.invoice.title });
  }

  it('reveals the payment method after a plan, then the invoice form; ordering waits for both', async () => {
    server.use(subscriptionStatusHandler(plans));
    const user = userEvent.setup();
    await renderTab('pl');

    expect(screen.getByText('49,00 zł')).toBeInTheDocument();
    expect(screen.getByText('9,99 zł')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: pl.premium.order.method_label })).toBeNull();
    expect(screen.queryByRole('heading', { name: pl.premium.invoice.title })).toBeNull();
    expect(orderButton('pl')).toBeDisabled();
    expect(screen.getByText('Wybierz plan subskrypcji i metodę płatności')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Premium roczny/ }));
    expect(
      await screen.findByRole('radiogroup', { name: pl.premium.order.method_label }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: pl.premium.invoice.title })).toBeNull();
    expect(orderButton('pl')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /PayU/ }));
    expect(await screen.findByRole('heading', { name: pl.premium.invoice.title })).toBeInTheDocument();
    expect(orderButton('pl')).toBeEnabled();
    expect(screen.queryByText('Wybierz plan subskrypcji i metodę płatności')).toBeNull();
  });

  it('lists every missing invoice detail in Polish and sends nothing', async () => {
    let calls = 0;
    server.use(
      subscriptionStatusHandler(plans),
      http.post(subscriptionsUrl, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    await renderTab('pl');
    await choosePlanAndPayU(user, 'pl');
    await user.click(orderButton('pl'));

    expect(
      await screen.findByText(
        'Uzupełnij wszystkie wymagane dane do faktury: Imię jest wymagane, Nazwisko jest wymagane, Adres jest wymagany, Kod pocztowy jest wymagany, Miasto jest wymagane',
      ),
    ).toBeInTheDocument();
    expect(field(pl.premium.invoice.first_name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(pl.premium.invoice.first_name)).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('needs a company name and a valid NIP for a company invoice, and a NN-NNN postal code', async () => {
    server.use(subscriptionStatusHandler(plans));
    const user = userEvent.setup();
    await renderTab('pl');
    await choosePlanAndPayU(user, 'pl');
    await user.click(screen.getByRole('radio', { name: pl.premium.invoice.type.osoba_prawna }));
    await user.type(field(pl.premium.invoice.first_name), 'Anna');
    await user.type(field(pl.premium.invoice.last_name), 'Kowalska');
    await user.type(field(pl.premium.invoice.street), 'Długa 1');
    await user.type(field(pl.premium.invoice.postal_code), '80831');
    await user.type(field(pl.premium.invoice.city), 'Gdańsk');
    await user.click(orderButton('pl'));

    expect(
      await screen.findByText(
        'Uzupełnij wszystkie wymagane dane do faktury: Nazwa firmy jest wymagana, NIP jest wymagany, Podaj kod pocztowy w formacie 00-000',
      ),
    ).toBeInTheDocument();

    await user.type(field(pl.premium.invoice.nip), '1234567890');
    await user.click(orderButton('pl'));
    expect(await screen.findByText(pl.subscription.nip_invalid)).toBeInTheDocument();
  });

  it('sends the order and goes to the payment page it gets back', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const bodies: unknown[] = [];
    server.use(
      subscriptionStatusHandler(plans),
      http.post(subscriptionsUrl, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          redirect_url: '/sandbox/payu/31',
          subscription_id: 31,
          message: 'Order created.',
        });
      }),
    );
    const user = userEvent.setup();
    await renderTab();
    await choosePlanAndPayU(user);
    await user.click(screen.getByRole('radio', { name: en.premium.invoice.type.osoba_prawna }));
    await user.type(field(en.premium.invoice.first_name), 'Anna');
    await user.type(field(en.premium.invoice.last_name), 'Kowalska');
    await user.type(field(en.premium.invoice.company_name), 'Żagle sp. z o.o.');
    await user.type(field(en.premium.invoice.nip), '5260250274');
    await user.type(field(en.premium.invoice.street), 'Długa 1');
    await user.type(field(en.premium.invoice.postal_code), '80-831');
    await user.type(field(en.premium.invoice.city), 'Gdańsk');
    await user.click(orderButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/payu/31'));
    expect(bodies).toEqual([
      {
        subscription_price_id: yearlyPlan.id,
        payment_provider: 'payu',
        invoice_type: 'osoba_prawna',
        first_name: 'Anna',
        last_name: 'Kowalska',
        company_name: 'Żagle sp. z o.o.',
        nip: '5260250274',
        address_street: 'Długa 1',
        address_postal_code: '80-831',
        address_city: 'Gdańsk',
      },
    ]);
  });

  it("shows the provider's failure, or the fallback text without one", async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    let answer = 0;
    server.use(
      subscriptionStatusHandler(plans),
      http.post(subscriptionsUrl, () => {
        answer += 1;
        return answer === 1
          ? HttpResponse.json({ success: false, message: 'PayU jest chwilowo niedostępne.' }, { status: 503 })
          : HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    await renderTab('pl');
    await choosePlanAndPayU(user, 'pl');
    await user.type(field(pl.premium.invoice.first_name), 'Anna');
    await user.type(field(pl.premium.invoice.last_name), 'Kowalska');
    await user.type(field(pl.premium.invoice.street), 'Długa 1');
    await user.type(field(pl.premium.invoice.postal_code), '80-831');
    await user.type(field(pl.premium.invoice.city), 'Gdańsk');
    await user.click(orderButton('pl'));
    expect(await screen.findByText('PayU jest chwilowo niedostępne.')).toBeInTheDocument();

    await user.click(orderButton('pl'));
    expect(await screen.findByText('Wystąpił błąd podczas tworzenia subskrypcji')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
