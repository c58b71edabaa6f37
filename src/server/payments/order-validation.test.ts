import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generousRateLimits,
  post,
  registerCaptain,
  registerStudent,
  unauthorized,
  validationErrors,
  wrongKind,
} from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { orderInput } from './testing/support.ts';

describe('POST /api/subscriptions: who may order and what the invoice needs', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    token = (await registerCaptain(t)).token;
  });
  afterAll(async () => t.close());

  const order = (payload: unknown, language: 'en' | 'pl' = 'en') =>
    post(t, '/api/subscriptions', payload, { token, language });

  it('needs a captain: no token 401, a student 403', async () => {
    const none = await post(t, '/api/subscriptions', orderInput());
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauthorized);
    const student = await registerStudent(t);
    const asStudent = await post(t, '/api/subscriptions', orderInput(), { token: student.token });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual(wrongKind);
    const rows = await t.app.database.db.selectFrom('subscriptions').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('needs a plan and a payment method', async () => {
    const errors = validationErrors(
      await order(orderInput({ subscription_price_id: undefined, payment_provider: undefined }), 'pl'),
      'pl',
    );
    expect(errors.subscription_price_id).toEqual(['Wybierz plan subskrypcji i metodę płatności']);
    expect(errors.payment_provider).toEqual(['Wybierz plan subskrypcji i metodę płatności']);
    expect(
      validationErrors(await order(orderInput({ payment_provider: 'stripe' }))).payment_provider,
    ).toEqual(['Choose a subscription plan and a payment method']);
  });

  it('refuses an unknown or inactive plan with a field error', async () => {
    const unknown = validationErrors(await order(orderInput({ subscription_price_id: 999 })));
    expect(unknown.subscription_price_id).toEqual([
      'This subscription plan is not available. Choose another plan.',
    ]);
    await t.app.database.db.updateTable('plans').set({ is_active: 0 }).where('id', '=', 1).execute();
    try {
      const inactive = validationErrors(await order(orderInput(), 'pl'), 'pl');
      expect(inactive.subscription_price_id).toEqual([
        'Ten plan subskrypcji jest niedostępny. Wybierz inny plan.',
      ]);
    } finally {
      await t.app.database.db.updateTable('plans').set({ is_active: 1 }).where('id', '=', 1).execute();
    }
    const rows = await t.app.database.db.selectFrom('subscriptions').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  const required = {
    first_name: ['First name is required', 'Imię jest wymagane'],
    last_name: ['Last name is required', 'Nazwisko jest wymagane'],
    address_street: ['Address is required', 'Adres jest wymagany'],
    address_postal_code: ['Postal code is required', 'Kod pocztowy jest wymagany'],
    address_city: ['City is required', 'Miasto jest wymagane'],
  } as const;

  for (const [field, [english, polish]] of Object.entries(required)) {
    it(`requires ${field} (missing or blank) in both languages`, async () => {
      expect(validationErrors(await order(orderInput({ [field]: undefined })))[field]).toEqual([english]);
      // The first message is the one shown (a blank postal code also fails the format check).
      expect(validationErrors(await order(orderInput({ [field]: '   ' }), 'pl'), 'pl')[field]?.[0]).toBe(
        polish,
      );
    });
  }

  it('requires the invoice type', async () => {
    expect(
      validationErrors(await order(orderInput({ invoice_type: undefined }), 'pl'), 'pl').invoice_type,
    ).toEqual(['Wybierz, na kogo ma być wystawiona faktura']);
    expect(validationErrors(await order(orderInput({ invoice_type: 'firma' }))).invoice_type).toEqual([
      'Choose who the invoice is for',
    ]);
  });

  it('checks the postal code format NN-NNN', async () => {
    for (const code of ['81300', '8-1300', '81-30', 'ab-cde', '81 300']) {
      expect(
        validationErrors(await order(orderInput({ address_postal_code: code })), 'en').address_postal_code,
        code,
      ).toEqual(['Enter the postal code in the format 00-000']);
    }
    expect(
      validationErrors(await order(orderInput({ address_postal_code: '81-3000' }), 'pl'), 'pl')
        .address_postal_code,
    ).toBeDefined();
    expect(
      validationErrors(await order(orderInput({ address_postal_code: '00-00a' }), 'pl'), 'pl')
        .address_postal_code,
    ).toEqual(['Podaj kod pocztowy w formacie 00-000']);
  });

  it('a company needs its name and a NIP, in both languages', async () => {
    const en = validationErrors(await order(orderInput({ invoice_type: 'osoba_prawna' })));
    expect(en.company_name).toEqual(['Company name is required']);
    expect(en.nip).toEqual(['NIP is required']);
    const pl = validationErrors(
      await order(orderInput({ invoice_type: 'osoba_prawna', company_name: ' ', nip: ' ' }), 'pl'),
      'pl',
    );
    expect(pl.company_name).toEqual(['Nazwa firmy jest wymagana']);
    expect(pl.nip).toEqual(['NIP jest wymagany']);
  });

  it('an empty company invoice reports every missing field at once, in both languages', async () => {
    const empty = {
      invoice_type: 'osoba_prawna',
      first_name: '',
      last_name: '',
      company_name: '',
      nip: '',
      address_street: '',
      address_postal_code: '',
      address_city: '',
    };
    const english = validationErrors(await order(orderInput(empty)));
    expect(
      Object.fromEntries(Object.entries(english).map(([field, messages]) => [field, messages[0]])),
    ).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      company_name: 'Company name is required',
      nip: 'NIP is required',
      address_street: 'Address is required',
      address_postal_code: 'Postal code is required',
      address_city: 'City is required',
    });
    const polish = validationErrors(
      await order(orderInput({ ...empty, first_name: undefined, nip: '1234567890' }), 'pl'),
      'pl',
    );
    expect(polish.first_name).toEqual(['Imię jest wymagane']);
    expect(polish.company_name).toEqual(['Nazwa firmy jest wymagana']);
    expect(polish.nip).toEqual(['Nieprawidłowy NIP; sprawdź jego 10 cyfr']);
    expect(polish.address_city?.[0]).toBe('Miasto jest wymagane');
  });

  it('a company NIP must pass the checksum', async () => {
    for (const nip of ['5260250275', '1234567890', '526025027', '52602502741', 'abcdefghij']) {
      const errors = validationErrors(
        await order(orderInput({ invoice_type: 'osoba_prawna', company_name: 'Żagle', nip }), 'pl'),
        'pl',
      );
      expect(errors.nip, nip).toEqual(['Nieprawidłowy NIP; sprawdź jego 10 cyfr']);
    }
    const errors = validationErrors(
      await order(orderInput({ invoice_type: 'osoba_prawna', company_name: 'Żagle', nip: '5260250271' })),
    );
    expect(errors.nip).toEqual(['This NIP is not valid; check its 10 digits']);
  });

  it('accepts a valid NIP (with or without dashes) and ignores company fields for an individual', async () => {
    for (const nip of ['5260250274', '526-025-02-74']) {
      const response = await order(orderInput({ invoice_type: 'osoba_prawna', company_name: 'Żagle', nip }));
      expect(response.statusCode, response.body).toBe(200);
    }
    const individual = await order(orderInput({ nip: '123' }));
    expect(individual.statusCode, individual.body).toBe(200);
  });

  it('refuses unknown fields and too long values', async () => {
    expect(validationErrors(await order(orderInput({ amount: 1 }))).amount).toBeDefined();
    expect(
      validationErrors(await order(orderInput({ first_name: 'x'.repeat(61) }))).first_name,
    ).toBeDefined();
  });
});
