import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SubscriptionHistoryEntry, SubscriptionStatusResponse } from '#domain/subscription.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { changeLanguage } from '../../lib/i18n.ts';
import { field, loggedInCaptain, validationFailure } from '../../test/accounts.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import {
  monthlyPlan,
  server,
  subscriptionStatusHandler,
  subscriptionsUrl,
  yearlyPlan,
} from '../../test/server.ts';
import { PremiumTab } from './premium-tab.tsx';

type Catalogue = typeof en;

const plans: Partial<SubscriptionStatusResponse> = { available_plans: [yearlyPlan, monthlyPlan] };

beforeEach(() => {
  notifications.clean();
  loggedInCaptain();
});

async function renderTab(language: 'en' | 'pl' = 'en', paymentId?: number) {
  const result = await renderWithProviders(<PremiumTab paymentId={paymentId} />, { language });
  const c: Catalogue = language === 'en' ? en : pl;
  await screen.findByRole('heading', { name: c.premium.status.title });
  return result;
}

/** Plan, PayU and a company invoice: the invoice form as a captain buying for a company sees it. */
async function openCompanyInvoice(c: Catalogue, planName: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: new RegExp(planName) }));
  await user.click(await screen.findByRole('radio', { name: /PayU/ }));
  await screen.findByRole('heading', { name: c.premium.invoice.title });
  await user.click(screen.getByRole('radio', { name: c.premium.invoice.type.osoba_prawna }));
  return user;
}

/** The message under a field (Mantine links it by aria-describedby). */
function messageUnder(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('the company invoice form', () => {
  it('reports every missing field at once on the first submit, in Polish', async () => {
    let sent = 0;
    server.use(
      subscriptionStatusHandler(plans),
      http.post(subscriptionsUrl, () => {
        sent += 1;
        return HttpResponse.json({});
      }),
    );
    await renderTab('pl');
    const user = await openCompanyInvoice(pl, 'Premium roczny');

    await user.click(screen.getByRole('button', { name: pl.premium.order.submit }));

    const expected: [string, string][] = [
      [pl.premium.invoice.first_name, pl.subscription.first_name_required],
      [pl.premium.invoice.last_name, pl.subscription.last_name_required],
      [pl.premium.invoice.company_name, pl.subscription.company_name_required],
      [pl.premium.invoice.nip, pl.subscription.nip_required],
      [pl.premium.invoice.street, pl.subscription.address_required],
      [pl.premium.invoice.postal_code, pl.subscription.postal_code_required],
      [pl.premium.invoice.city, pl.subscription.city_required],
    ];
    await waitFor(() => expect(field(pl.premium.invoice.nip)).toHaveAttribute('aria-invalid', 'true'));
    for (const [label, message] of expected) {
      expect(field(label), label).toHaveAttribute('aria-invalid', 'true');
      expect(messageUnder(field(label)), label).toBe(message);
    }
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Uzupełnij wszystkie wymagane dane do faktury: ${expected.map(([, message]) => message).join(', ')}`,
    );
    expect(field(pl.premium.invoice.first_name)).toHaveFocus();
    expect(sent).toBe(0);
  });

  it('checks the NIP by its checksum as it is typed, once the field has been left', async () => {
    server.use(subscriptionStatusHandler(plans));
    await renderTab();
    const user = await openCompanyInvoice(en, 'Yearly premium');
    const nip = field(en.premium.invoice.nip);

    // Typing alone says nothing yet; leaving the field checks it.
    await user.type(nip, '526025027');
    expect(messageUnder(nip)).toBeNull();
    await user.tab();
    await waitFor(() => expect(messageUnder(nip)).toBe(en.subscription.nip_invalid));

    // From now on every keystroke checks it: the last digit makes it valid.
    await user.type(nip, '4');
    await waitFor(() => expect(messageUnder(nip)).toBeNull());
    expect(nip).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('img', { name: en.premium.invoice.nip_valid })).toBeInTheDocument();

    // A wrong last digit is refused while typing, without leaving the field or submitting.
    await user.type(nip, '{Backspace}5');
    await waitFor(() => expect(messageUnder(nip)).toBe(en.subscription.nip_invalid));
    expect(nip).toHaveFocus();
    expect(screen.queryByRole('img', { name: en.premium.invoice.nip_valid })).toBeNull();
  });

  it("puts the server's refusal of a NIP under the NIP field", async () => {
    server.use(
      subscriptionStatusHandler(plans),
      http.post(subscriptionsUrl, () =>
        validationFailure({ nip: ['Nieprawidłowy NIP; sprawdź jego 10 cyfr'] }),
      ),
    );
    await renderTab('pl');
    const user = await openCompanyInvoice(pl, 'Premium roczny');
    await user.type(field(pl.premium.invoice.first_name), 'Anna');
    await user.type(field(pl.premium.invoice.last_name), 'Kowalska');
    await user.type(field(pl.premium.invoice.company_name), 'Żagle');
    await user.type(field(pl.premium.invoice.nip), '5260250274');
    await user.type(field(pl.premium.invoice.street), 'Długa 1');
    await user.type(field(pl.premium.invoice.postal_code), '80-831');
    await user.type(field(pl.premium.invoice.city), 'Gdańsk');
    await user.click(screen.getByRole('button', { name: pl.premium.order.submit }));

    const nip = field(pl.premium.invoice.nip);
    await waitFor(() => expect(messageUnder(nip)).toBe('Nieprawidłowy NIP; sprawdź jego 10 cyfr'));
    expect(nip).toHaveFocus();
  });
});

const abandoned: SubscriptionHistoryEntry = {
  id: 41,
  source: 'payment',
  status: 'abandoned',
  plan_name: 'Yearly premium',
  amount: 49,
  currency: 'PLN',
  days: 365,
  payment_provider: 'payu',
  discount_code: null,
  created_at: '2026-03-05T09:15:00.000Z',
  completed_at: '2026-03-05T09:45:00.000Z',
};

describe('an abandoned payment', () => {
  it('shows as Abandoned in the history', async () => {
    server.use(subscriptionStatusHandler({ subscription_history: [abandoned] }));
    await renderTab();
    const history = screen.getByRole('region', { name: en.premium.history.title });
    const row = within(history).getByRole('row', { name: /Yearly premium/ });
    expect(within(row).getByText(en.premium.history.status.abandoned)).toBeInTheDocument();
    expect(en.premium.history.status.abandoned).toBe('Abandoned');
  });

  it('shows as Porzucona in Polish', async () => {
    server.use(
      subscriptionStatusHandler({ subscription_history: [{ ...abandoned, plan_name: 'Premium roczny' }] }),
    );
    await renderTab('pl');
    const history = screen.getByRole('region', { name: pl.premium.history.title });
    expect(within(history).getByText('Porzucona')).toBeInTheDocument();
  });

  it('says so, without waiting for it, when the captain comes back to it', async () => {
    let reads = 0;
    server.use(
      http.get(subscriptionsUrl, () => {
        reads += 1;
        return HttpResponse.json({
          success: true,
          active_subscription: null,
          available_plans: [],
          subscription_history: [abandoned],
          message: 'ok',
        } satisfies SubscriptionStatusResponse);
      }),
    );
    await renderTab('en', abandoned.id);
    expect(screen.getByText(en.premium.payment.abandoned_title)).toBeInTheDocument();
    expect(screen.getByText(en.premium.payment.abandoned)).toBeInTheDocument();
    expect(screen.queryByText(en.premium.payment.pending_title)).toBeNull();
    expect(screen.queryByRole('button', { name: en.premium.payment.refresh })).toBeNull();
    expect(reads).toBe(1);
  });
});

describe('plan names', () => {
  it('are fetched again in the new language when the interface language changes', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(subscriptionsUrl, ({ request }) => {
        const language = request.headers.get('accept-language');
        asked.push(language);
        const polish = language === 'pl';
        return HttpResponse.json({
          success: true,
          active_subscription: null,
          available_plans: [{ ...yearlyPlan, name: polish ? 'Premium roczny' : 'Yearly premium' }],
          subscription_history: [{ ...abandoned, plan_name: polish ? 'Premium roczny' : 'Yearly premium' }],
          message: 'ok',
        } satisfies SubscriptionStatusResponse);
      }),
    );
    await renderTab();
    expect(screen.getByRole('radio', { name: /Yearly premium/ })).toBeInTheDocument();

    await act(() => changeLanguage('pl'));

    expect(await screen.findByRole('radio', { name: /Premium roczny/ })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: pl.premium.history.title });
    expect(within(history).getByRole('row', { name: /Premium roczny/ })).toBeInTheDocument();
    expect(screen.queryByText('Yearly premium')).toBeNull();
    expect(asked).toEqual(['en', 'pl']);
  });
});
