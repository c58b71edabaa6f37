import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import { readCaptainSession } from '../../lib/session-storage.ts';
import { loggedInCaptain } from '../../test/accounts.ts';
import { server } from '../../test/server.ts';
import { fetchCrewOpinionPdf, fetchPublicTripCardPdf, fetchVoyageCardPdf } from './api.ts';
import { PdfConnectionError, requestPdf } from './pdf-request.ts';
import { pdfResponse } from './testing.ts';

afterEach(() => initI18n('en'));

/** Catches what the call throws. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('requestPdf', () => {
  it('asks for a PDF in the current language with the captain token, and returns the bytes', async () => {
    await initI18n('pl');
    loggedInCaptain();
    const seen: Headers[] = [];
    server.use(
      http.get('/api/sailing-trips/5/voyage-card-pdf', ({ request }) => {
        seen.push(request.headers);
        return pdfResponse('karta-rejsu.pdf');
      }),
    );

    const blob = await fetchVoyageCardPdf(5);

    expect(await blob.text()).toMatch(/^%PDF-/);
    expect(seen[0]?.get('Accept')).toBe('application/pdf');
    expect(seen[0]?.get('Accept-Language')).toBe('pl');
    expect(seen[0]?.get('Authorization')).toBe('Bearer captain-token');
  });

  it('asks for a crew member by the id it has in the trip', async () => {
    loggedInCaptain();
    server.use(http.get('/api/sailing-trips/5/crew/12/opinion-pdf', () => pdfResponse()));
    expect((await fetchCrewOpinionPdf(5, 12)).size).toBeGreaterThan(0);
  });

  it('posts the public trip card body as JSON without a token', async () => {
    await initI18n('en');
    const seen: { headers: Headers; body: unknown }[] = [];
    server.use(
      http.post('/api/public/trip-card-pdf', async ({ request }) => {
        seen.push({ headers: request.headers, body: await request.json() });
        return pdfResponse();
      }),
    );

    await fetchPublicTripCardPdf({ yacht_name: 'Zawisza Czarny' });

    expect(seen[0]?.body).toEqual({ yacht_name: 'Zawisza Czarny' });
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('en');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it("turns the server's JSON refusal into an ApiError with its message and field errors", async () => {
    server.use(
      http.post('/api/public/trip-card-pdf', () =>
        HttpResponse.json(
          { success: false, message: 'Popraw formularz.', errors: { yacht_name: ['Podaj nazwę jachtu.'] } },
          { status: 422 },
        ),
      ),
    );

    const error = await failure(requestPdf('/api/public/trip-card-pdf', { method: 'POST', json: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Popraw formularz.',
      fieldErrors: { yacht_name: ['Podaj nazwę jachtu.'] },
    });
  });

  it('refuses an answer that is not a PDF, even a 200', async () => {
    server.use(http.get('/api/sailing-trips/5/voyage-card-pdf', () => HttpResponse.text('<!doctype html>')));
    const error = await failure(fetchVoyageCardPdf(5));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
    expect((error as ApiError).body).toBeNull();
  });

  it('ends the captain login on a 401', async () => {
    loggedInCaptain();
    server.use(
      http.get('/api/sailing-trips/5/voyage-card-pdf', () =>
        HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    expect(await failure(fetchVoyageCardPdf(5))).toMatchObject({ status: 401 });
    expect(readCaptainSession()).toBeNull();
  });

  it('tells a missing answer apart from a refusal', async () => {
    server.use(http.get('/api/sailing-trips/5/voyage-card-pdf', () => HttpResponse.error()));
    expect(await failure(fetchVoyageCardPdf(5))).toBeInstanceOf(PdfConnectionError);
  });
});
