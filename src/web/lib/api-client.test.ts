import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { changeLanguage, initI18n } from './i18n.ts';

interface Seen {
  method: string;
  acceptLanguage: string | null;
  accept: string | null;
  contentType: string | null;
  body: string;
}

/** Answers /api/echo with what it received, so tests can check the request the client built. */
function echoHandler(seen: Seen[]) {
  return http.all('/api/echo', async ({ request }) => {
    seen.push({
      method: request.method,
      acceptLanguage: request.headers.get('accept-language'),
      accept: request.headers.get('accept'),
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    });
    return HttpResponse.json({ success: true });
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the request to fail with an ApiError');
}

describe('apiRequest', () => {
  beforeEach(async () => {
    await initI18n('en');
  });

  it('sends the current language as Accept-Language and follows language changes', async () => {
    const seen: Seen[] = [];
    server.use(echoHandler(seen));

    await apiRequest('/api/echo');
    await changeLanguage('pl');
    await apiRequest('/api/echo');

    expect(seen.map((request) => request.acceptLanguage)).toEqual(['en', 'pl']);
    expect(seen[0]?.accept).toBe('application/json');
  });

  it('sends a json body as JSON with its Content-Type', async () => {
    const seen: Seen[] = [];
    server.use(echoHandler(seen));

    const answer = await apiRequest<{ success: boolean }>('/api/echo', {
      method: 'POST',
      json: { name: 'Zawisza', length_m: 42.7 },
    });

    expect(answer).toEqual({ success: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.contentType).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'Zawisza', length_m: 42.7 });
  });

  it('sends no Content-Type when there is no json body', async () => {
    const seen: Seen[] = [];
    server.use(echoHandler(seen));

    await apiRequest('/api/echo');

    expect(seen[0]?.contentType).toBeNull();
    expect(seen[0]?.body).toBe('');
  });

  it('throws an ApiError with the status, message and field errors of a 422 answer', async () => {
    const body = {
      success: false,
      message: 'The given data was invalid.',
      errors: { email: ['The email must be a valid email address.'], name: ['Required', 'Too short'] },
    };
    server.use(http.post('/api/echo', () => HttpResponse.json(body, { status: 422 })));

    const error = await caught(apiRequest('/api/echo', { method: 'POST', json: { email: 'x' } }));

    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(error.fieldErrors).toEqual(body.errors);
    expect(error.body).toEqual(body);
  });

  it('throws an ApiError with no field errors when the error body has none', async () => {
    server.use(
      http.get('/api/echo', () =>
        HttpResponse.json(
          { success: false, error: 'premium_required', message: 'This feature requires a Premium account.' },
          { status: 403 },
        ),
      ),
    );

    const error = await caught(apiRequest('/api/echo'));

    expect(error.status).toBe(403);
    expect(error.message).toBe('This feature requires a Premium account.');
    expect(error.fieldErrors).toEqual({});
  });

  it('throws an ApiError when the error body is not JSON', async () => {
    server.use(
      http.get('/api/echo', () =>
        HttpResponse.text('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );

    const error = await caught(apiRequest('/api/echo'));

    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.fieldErrors).toEqual({});
    expect(error.body).toBeNull();
  });

  it('throws an ApiError when the error body is empty', async () => {
    server.use(http.get('/api/echo', () => new HttpResponse(null, { status: 500 })));

    const error = await caught(apiRequest('/api/echo'));

    expect(error.status).toBe(500);
    expect(error.fieldErrors).toEqual({});
  });
});
