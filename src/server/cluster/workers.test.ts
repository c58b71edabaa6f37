import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  notInPostgresProject,
  request,
  type ServerProcess,
  sleep,
  startServer,
  stopAllServers,
  tempDir,
  titled,
} from '../faults/support.ts';

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
async function eventually(check: () => boolean, what: string, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return;
    await sleep(100);
  }
  throw new Error(`not in time: ${what}`);
}

describe.skipIf(notInPostgresProject !== null)(
  titled('WORKERS: several server processes on one port', notInPostgresProject),
  () => {
    let server: ServerProcess;
    const lines = () => server.logLines();
    const ready = () => lines().filter((line) => line.msg === 'server process ready');

    beforeAll(async () => {
      buildServerBundle();
      // An empty database: both workers start at the same moment and must migrate it once.
      server = await startServer({ DATA_DIR: tempDir('workers'), WORKERS: '2' });
      await eventually(() => ready().length === 2, 'two workers ready');
    }, 60_000);
    afterAll(() => stopAllServers());

    it('starts two processes that migrate the empty database once and share the requests', async () => {
      expect(new Set(ready().map((line) => line.pid)).size).toBe(2);
      expect(lines().filter((line) => Array.isArray(line.migrations))).toHaveLength(1);
      // Neither failed on the way (two processes applying one migration at once fail, and would be restarted).
      expect(lines().filter((line) => line.msg === 'worker exited: starting another')).toEqual([]);
      for (let i = 0; i < 20; i += 1)
        expect((await request(server.url, '/api/subscriptions/plans')).status).toBe(200);
      const answeredBy = new Set(
        lines()
          .filter((line) => line.msg === 'request completed')
          .map((line) => line.pid),
      );
      expect(answeredBy.size).toBe(2);
    });

    it('replaces a worker that dies, and keeps answering', async () => {
      const [first] = ready();
      process.kill(Number(first?.pid), 'SIGKILL');
      await eventually(() => ready().length === 3, 'a third worker ready');
      expect(lines().some((line) => line.msg === 'worker exited: starting another')).toBe(true);
      for (let i = 0; i < 6; i += 1)
        expect((await request(server.url, '/api/subscriptions/plans')).status).toBe(200);
    });

    it('stops every process on SIGTERM and exits 0', async () => {
      const workerPids = ready()
        .map((line) => Number(line.pid))
        .filter((pid) => pid !== Number(ready()[0]?.pid));
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      for (const pid of workerPids) expect(() => process.kill(pid, 0)).toThrow();
    });
  },
);
