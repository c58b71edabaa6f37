import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { orderInput } from './testing/support.ts';

describe.runIf(process.env.TEST_DB !== 'postgres')(
  'POST /api/subscriptions while the database is busy',
  () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp({ rateLimits: generousRateLimits });
      token = (await registerCaptain(t, { email: 'order-busy@example.com' })).token;
    });
    afterAll(async () => t.close());

    it('answers 503 in the error shape (the route documents an `error` code only for PayU failures), not 500', async () => {
      // Another process holds the write lock past the app's busy timeout (5 s): the order cannot be stored.
      const other = new SQLite(path.join(t.config.dataDir, 'logbook.db'));
      other.exec('begin exclusive');
      try {
        const response = await post(t, '/api/subscriptions', orderInput(), { token });
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toMatchObject({ success: false, request_id: expect.any(String) });
      } finally {
        other.exec('rollback');
        other.close();
      }
    }, 20_000);
  },
);
