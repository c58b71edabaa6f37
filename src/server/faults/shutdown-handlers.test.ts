import http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  notInPostgresProject,
  password,
  request,
  type ServerProcess,
  sleep,
  startServer,
  stopAllServers,
  tempDir,
  titled,
} from './support.ts';

/** Sends a login and hangs up before the answer: the handler goes on hashing for a client that is gone. */
function loginAndHangUp(base: string, email: string) {
  const body = JSON.stringify({ email, password });
  const req = http.request(`${base}/api/auth/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  });
  req.on('error', () => undefined);
  req.end(body);
  setTimeout(() => req.destroy(), 20);
}

describe.skipIf(notInPostgresProject !== null)(
  titled('shutdown waits for handlers whose clients have gone', notInPostgresProject),
  () => {
    let server: ServerProcess;
    let dataDir: string;
    const email = 'shutdown-handlers@example.com';

    beforeAll(async () => {
      buildServerBundle();
      dataDir = tempDir('shutdown-handlers');
      server = await startServer({ DATA_DIR: dataDir });
      const registered = await request(server.url, '/api/auth/register', {
        body: {
          name: 'Anna Nowak',
          email,
          phone_register: '+48 600 100 200',
          password,
          password_confirmation: password,
        },
      });
      expect(registered.status).toBe(201);
    }, 60_000);
    afterAll(() => stopAllServers());

    it('closes the database only after the logins still hashing have finished, and exits 0', async () => {
      // Hashes run one at a time (auth/passwords.ts): eight logins keep the server busy for a while.
      for (let i = 0; i < 8; i += 1) loginAndHangUp(server.url, email);
      await sleep(60);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      const errors = server.logLines().filter((line) => Number(line.level) >= 50);
      expect(errors.map((line) => line.msg)).toEqual([]);
      expect(server.output()).not.toContain('destroyed');
      // Every login ran to its end: each wrote its session (the registration wrote one more) before the exit.
      const database = new SQLite(path.join(dataDir, 'logbook.db'), { readonly: true });
      try {
        expect(database.prepare('select count(*) as n from auth_tokens').get()).toEqual({ n: 1 + 8 });
      } finally {
        database.close();
      }
    });
  },
);
