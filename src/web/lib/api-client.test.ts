import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '#domain/validation.ts';
import { server } from '../test/server.ts';
import { ApiError, apiDelete, apiRequest } from './api-client.ts';
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

const successAnswer = z.object({ success: z.boolean() });
const messageAnswer = z.object({ success: z.boolean(), message: z.string() });

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

    const answer = await apiRequest('/api/echo', {
      method: 'POST',
      json: { name: 'Zawisza', length_m: 42.7 },
      schema: successAnswer,
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

describe('the answer', () => {
  beforeEach(async () => {
    await initI18n('en');
  });

  it('is what the schema made of it: its output, not the raw body', async () => {
    server.use(
      http.get('/api/echo', () => HttpResponse.json({ success: true, name: ' Zawisza ', extra: 'dropped' })),
    );
    const schema = z.object({ success: z.boolean(), name: z.string().trim() });

    const answer = await apiRequest('/api/echo', { schema });

    expect(answer).toEqual({ success: true, name: 'Zawisza' });
  });

  it('is checked by a lazily loaded schema, which loads once for every request that names it', async () => {
    const seen: Seen[] = [];
    server.use(echoHandler(seen));
    const load = vi.fn(async () => successAnswer);

    const answers = await Promise.all([
      apiRequest('/api/echo', { schema: load }),
      apiRequest('/api/echo', { schema: load }),
    ]);
    answers.push(await apiRequest('/api/echo', { schema: load }));

    expect(answers).toEqual([{ success: true }, { success: true }, { success: true }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(3);
  });

  it('loads a lazy schema again after its import failed, and that request fails with the import’s error', async () => {
    server.use(echoHandler([]));
    const load = vi
      .fn<() => Promise<typeof successAnswer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(successAnswer);

    await expect(apiRequest('/api/echo', { schema: load })).rejects.toThrow(TypeError);
    expect(await apiRequest('/api/echo', { schema: load })).toEqual({ success: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is rejected with the schema’s own error when it is not what the schema describes', async () => {
    server.use(http.get('/api/echo', () => HttpResponse.json({ success: 'yes' })));

    await expect(apiRequest('/api/echo', { schema: successAnswer })).rejects.toBeInstanceOf(z.ZodError);
    await expect(apiRequest('/api/echo', { schema: async () => successAnswer })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('is not checked on a refusal: the ApiError comes first', async () => {
    server.use(http.get('/api/echo', () => HttpResponse.json({ message: 'Nope.' }, { status: 403 })));

    const error = await caught(apiRequest('/api/echo', { schema: successAnswer }));

    expect(error.status).toBe(403);
    expect(error.message).toBe('Nope.');
  });

  it('is nothing without a schema, whatever the body (empty, 204 or JSON)', async () => {
    server.use(
      http.post('/api/echo', () => new HttpResponse(null, { status: 204 })),
      http.get('/api/echo', () => HttpResponse.json({ success: true })),
    );

    expect(await apiRequest('/api/echo', { method: 'POST' })).toBeUndefined();
    expect(await apiRequest('/api/echo')).toBeUndefined();
  });
});

describe('Idempotency-Key', () => {
  it('is sent when given and left out otherwise', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/echo', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );

    await apiRequest('/api/echo', {
      method: 'POST',
      json: {},
      idempotencyKey: 'f3b1c2d4-0000-4000-8000-000000000001',
    });
    await apiRequest('/api/echo', { method: 'POST', json: {} });

    expect(keys).toEqual(['f3b1c2d4-0000-4000-8000-000000000001', null]);
  });
});

describe('apiDelete', () => {
  it('sends DELETE and resolves to the answer its schema checked', async () => {
    const methods: string[] = [];
    server.use(
      http.delete('/api/echo/1', ({ request }) => {
        methods.push(request.method);
        return HttpResponse.json({ success: true, message: 'Deleted.' });
      }),
    );

    expect(await apiDelete('/api/echo/1', { schema: messageAnswer })).toEqual({
      success: true,
      message: 'Deleted.',
    });
    expect(methods).toEqual(['DELETE']);
  });

  it('counts a 404 as done (deleted already) and resolves to null', async () => {
    server.use(
      http.delete('/api/echo/1', () =>
        HttpResponse.json({ success: false, message: 'Not found.' }, { status: 404 }),
      ),
    );

    expect(await apiDelete('/api/echo/1', { schema: messageAnswer })).toBeNull();
  });

  it('rejects an answer its schema refuses', async () => {
    server.use(http.delete('/api/echo/1', () => HttpResponse.json({ message: 42 })));

    await expect(apiDelete('/api/echo/1', { schema: messageAnswer })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('resolves to nothing without a schema', async () => {
    server.use(http.delete('/api/echo/1', () => new HttpResponse(null, { status: 204 })));

    expect(await apiDelete('/api/echo/1')).toBeUndefined();
  });

  it('still fails on any other refusal', async () => {
    server.use(
      http.delete('/api/echo/1', () =>
        HttpResponse.json({ success: false, message: 'This invitation has been used.' }, { status: 422 }),
      ),
    );

    const error = await caught(apiDelete('/api/echo/1'));

    expect(error.status).toBe(422);
    expect(error.message).toBe('This invitation has been used.');
  });
});
