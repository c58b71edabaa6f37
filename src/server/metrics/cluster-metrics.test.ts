import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  freePort,
  notInPostgresProject,
  request,
  type ServerProcess,
  sleep,
  startServer,
  stopAllServers,
  tempDir,
  titled,
} from '../faults/support.ts';

const route =
  /^logbook_http_requests_total\{route="\/api\/subscriptions\/plans",method="GET",status="200"\} (\d+)$/m;

describe.skipIf(notInPostgresProject !== null)(
  titled('metrics with WORKERS: the primary serves the sum of every worker', notInPostgresProject),
  () => {
    let server: ServerProcess;
    let metricsUrl: string;

    async function plansAnswered(): Promise<number> {
      const response = await fetch(`${metricsUrl}/metrics`);
      expect(response.status).toBe(200);
      return Number(route.exec(await response.text())?.[1] ?? 0);
    }

    beforeAll(async () => {
      buildServerBundle();
      const metricsPort = await freePort();
      metricsUrl = `http://127.0.0.1:${metricsPort}`;
      server = await startServer({
        DATA_DIR: tempDir('cluster-metrics'),
        WORKERS: '2',
        METRICS_PORT: String(metricsPort),
      });
      const until = Date.now() + 15_000;
      const ready = () => server.logLines().filter((line) => line.msg === 'server process ready');
      while (ready().length < 2 && Date.now() < until) await sleep(100);
      expect(ready()).toHaveLength(2);
    }, 60_000);
    afterAll(() => stopAllServers());

    it('counts the requests of both workers in every scrape', async () => {
      const before = await plansAnswered();
      for (let i = 0; i < 20; i += 1)
        expect((await request(server.url, '/api/subscriptions/plans')).status).toBe(200);
      const answeredBy = new Set(
        server
          .logLines()
          .filter((line) => line.msg === 'request completed')
          .map((line) => line.pid),
      );
      expect(answeredBy.size, 'both workers answered').toBe(2);
      // Each scrape asks every worker: the same total however often it is read.
      expect(await plansAnswered()).toBe(before + 20);
      expect(await plansAnswered()).toBe(before + 20);
      expect((await request(server.url, '/metrics')).status).toBe(404);
    });
  },
);
