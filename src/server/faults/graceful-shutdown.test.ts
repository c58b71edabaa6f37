import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTrip } from '../trips/test-support.ts';
import {
  type Answer,
  buildServerBundle,
  notInPostgresProject,
  premiumCaptain,
  request,
  type ServerProcess,
  sleep,
  startServer,
  stopAllServers,
  tempDir,
  titled,
} from './support.ts';

const pdfRequests = 12;

/** A POST whose body arrives in two parts: the request stays in flight until `finish` sends the rest. */
function postInTwoParts(base: string, url: string, token: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  let resolveAnswer: (answer: Answer) => void = () => {};
  let rejectAnswer: (error: Error) => void = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    resolveAnswer = resolve;
    rejectAnswer = reject;
  });
  const req = http.request(
    `${base}${url}`,
    {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': String(payload.length),
        authorization: `Bearer ${token}`,
      },
    },
    (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolveAnswer({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text,
          json: <T>() => JSON.parse(text) as T,
        });
      });
    },
  );
  req.on('error', rejectAnswer);
  req.write(payload.subarray(0, half));
  return { answer, finish: () => req.end(payload.subarray(half)) };
}

function connectionRefused(base: string): Promise<string> {
  return request(base, '/api/subscriptions/plans', { timeoutMs: 5000 }).then(
    (answer) => `answered ${answer.status}`,
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  );
}

describe.skipIf(notInPostgresProject !== null)(
  titled('graceful shutdown of the built server', notInPostgresProject),
  () => {
    let dataDir: string;
    let server: ServerProcess;

    beforeAll(() => {
      buildServerBundle();
      dataDir = tempDir('shutdown');
    });
    afterAll(async () => {
      await stopAllServers();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('SIGTERM finishes the requests in flight, refuses new connections and exits 0', async () => {
      const env = { DATA_DIR: dataDir };
      server = await startServer(env);
      const captain = await premiumCaptain(server, env, 'shutdown@example.com');
      const created = await request(server.url, '/api/sailing-trips', {
        body: validTrip(),
        token: captain.token,
      });
      expect(created.status, created.body).toBe(201);
      const tripId = created.json<{ sailing_trip: { id: number } }>().sailing_trip.id;

      const pdfUrl = `/api/sailing-trips/${tripId}/voyage-card-pdf`;
      const pdfs = Array.from({ length: pdfRequests }, () =>
        request(server.url, pdfUrl, { token: captain.token, timeoutMs: 30_000 }),
      );
      const slowPost = postInTwoParts(
        server.url,
        '/api/sailing-trips',
        captain.token,
        validTrip({ logbook_number: 'LB/SIGTERM' }),
      );

      // In flight means the server has them: wait for its "incoming request" lines (sent before the answers).
      const received = () =>
        server
          .logLines()
          .filter((line) => line.msg === 'incoming request')
          .map((line) => (line.req as { url: string }).url)
          .filter((url) => url === pdfUrl || url === '/api/sailing-trips');
      for (let i = 0; i < 400 && received().length < pdfRequests + 2; i++) await sleep(25);
      expect(received()).toHaveLength(pdfRequests + 2); // the create above, the PDFs and the unfinished POST

      server.child.kill('SIGTERM');
      for (let i = 0; i < 400 && !server.output().includes('shutting down'); i++) await sleep(25);
      expect(server.output()).toContain('shutting down');

      // The unfinished POST keeps the process alive, yet it takes no new connection.
      expect(await connectionRefused(server.url)).toBe('ECONNREFUSED');
      expect(server.alive()).toBe(true);

      slowPost.finish();
      const posted = await slowPost.answer;
      expect(posted.status, posted.body).toBe(201);
      const answers = await Promise.all(pdfs);
      expect(answers.map((answer) => answer.status)).toEqual(Array(pdfRequests).fill(200));
      for (const answer of answers) expect(answer.body.startsWith('%PDF')).toBe(true);

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).not.toMatch(/"level":(50|60)/);

      // The trip the unfinished POST carried was saved.
      const again = await startServer(env);
      const list = await request(again.url, '/api/sailing-trips', { token: captain.token });
      expect(
        list
          .json<{ sailing_trips: { logbook_number: string }[] }>()
          .sailing_trips.map((t) => t.logbook_number),
      ).toContain('LB/SIGTERM');
      await again.stop();
    }, 60_000);
  },
);
