import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import { captainWithProfile, createCvTestApp, generatedLink, openLink, tripOn } from './test-support.ts';

describe('CV links in the logs', () => {
  let t: TestApp;
  const output: string[] = [];

  beforeAll(async () => {
    t = await createCvTestApp(
      { logLevel: 'info' },
      { logger: true, logStream: { write: (line) => output.push(line) } },
    );
  });
  afterAll(async () => t.close());

  it('never writes the token: the path is redacted on the way in and out', async () => {
    const captain = await captainWithProfile(t);
    const id = await tripOn(t, captain);
    const url = await generatedLink(t, captain, { trip_ids: [id] });
    const token = url.split('/').at(-1) ?? '';
    expect(token).toHaveLength(43);
    expect((await openLink(t, url)).statusCode).toBe(200);
    expect((await openLink(t, `${url}?lang=pl`)).statusCode).toBe(200);
    await t.app.database.db
      .updateTable('cv_links')
      .set({ expires_at: new Date(0).toISOString() })
      .execute();
    expect((await openLink(t, url)).statusCode).toBe(404);

    await vi.waitFor(() => {
      const urls = output
        .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
        .filter((line) => line.msg === 'incoming request')
        .map((line) => line.req?.url);
      expect(urls.filter((logged) => logged?.startsWith('/api/captain/cv/pdf/'))).toEqual([
        '/api/captain/cv/pdf/[redacted]',
        '/api/captain/cv/pdf/[redacted]?lang=pl',
        '/api/captain/cv/pdf/[redacted]',
      ]);
    });
    expect(output.join('')).not.toContain(token);
  });
});
