import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '#locales/en.json' with { type: 'json' };
import pl from '#locales/pl.json' with { type: 'json' };
import { rawConnection, rawRequest } from '../testing/raw-http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * While the server closes, a request already begun runs to its end, and one that arrives after the close
 * began (here: pipelined behind it on the same connection, the only way one can still arrive once the
 * listening socket is closed) gets the app's own 503: JSON error shape, translated, Connection: close.
 */
describe('requests arriving while the server closes', () => {
  let t: TestApp;
  let closed: Promise<void> | undefined;
  const log: { msg?: string; level?: number; req?: { url?: string } }[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { logLevel: 'info' },
      { logger: true, logStream: { write: (line) => log.push(JSON.parse(line)) } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await (closed ?? t.app.close());
    await t.database.drop();
  });

  it('answer 503 in the JSON error shape, in their language, and close the connection', async () => {
    const port = (t.app.server.address() as { port: number }).port;
    const languages = [
      { header: 'pl-PL,pl;q=0.9', message: pl.errors.server_closing },
      { header: 'en', message: en.errors.server_closing },
    ];
    // Requests in flight for sure: logins whose bodies are only half sent (the server has begun them).
    const connections = await Promise.all(
      languages.map(async (_, n) => {
        const connection = rawConnection(port);
        await connection.connected;
        const login = rawRequest(
          'POST',
          '/api/auth/login',
          {},
          {
            email: `closing-${n}@example.com`,
            password: 'not the password',
          },
        );
        connection.write(login.head);
        connection.write(login.body.subarray(0, 10));
        return { connection, rest: login.body.subarray(10) };
      }),
    );
    const begun = () =>
      log.filter((line) => line.msg === 'incoming request' && line.req?.url === '/api/auth/login').length;
    for (let i = 0; i < 400 && begun() < languages.length; i++) await sleep(10);
    expect(begun()).toBe(languages.length);

    closed = t.app.close();
    for (let i = 0; i < 400 && t.app.server.listening; i++) await sleep(10);
    expect(t.app.server.listening).toBe(false);

    // The rest of each login, and behind it a request that arrives while the server is closing.
    connections.forEach(({ connection, rest }, n) => {
      const plans = rawRequest('GET', '/api/subscriptions/plans', {
        'accept-language': languages[n]!.header,
      });
      connection.write(Buffer.concat([rest, Buffer.from(plans.head)]));
    });

    for (const [n, { connection }] of connections.entries()) {
      const [login, shed, ...more] = await connection.answers;
      // The request begun before the close ran to its end as usual (an unknown account: not a 503).
      expect(login?.status, login?.body).toBeGreaterThanOrEqual(400);
      expect(login?.status, login?.body).toBeLessThan(500);
      expect(JSON.parse(login?.body ?? '')).toMatchObject({ success: false, request_id: expect.any(String) });

      expect(shed?.status, shed?.body).toBe(503);
      expect(JSON.parse(shed?.body ?? '')).toEqual({
        success: false,
        message: languages[n]!.message,
        request_id: expect.any(String),
      });
      expect(shed?.headers['content-type']).toMatch(/^application\/json/);
      expect(shed?.headers.connection).toBe('close');
      expect(shed?.headers['retry-after']).toBe('5');
      expect(shed?.headers['x-content-type-options']).toBe('nosniff');
      expect(shed?.headers['content-security-policy']).toContain("default-src 'self'");
      expect(shed?.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(more).toEqual([]);
    }
    await closed;
    // Shedding is expected during a shutdown: logged, never as an error.
    expect(log.filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
    expect(log.filter((line) => line.msg === 'server closing: request shed with 503')).toHaveLength(2);
  });
});
