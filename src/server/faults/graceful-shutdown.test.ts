import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pl from '#locales/pl.json' with { type: 'json' };
import { rawConnection, rawRequest } from '../testing/raw-http.ts';
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
const slowRequests = 4;

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

      // In flight for sure: creates whose bodies are only half sent (the server has begun them and waits).
      const slowPosts = Array.from({ length: slowRequests }, (_, n) =>
        postInTwoParts(
          server.url,
          '/api/sailing-trips',
          captain.token,
          validTrip({ logbook_number: `LB/TERM/${n}` }),
        ),
      );
      // One more on a raw connection: behind it, a request is pipelined once the shutdown has begun.
      const carrier = rawConnection(server.port);
      await carrier.connected;
      const carried = rawRequest(
        'POST',
        '/api/sailing-trips',
        { authorization: `Bearer ${captain.token}` },
        validTrip({ logbook_number: 'LB/TERM/carrier' }),
      );
      carrier.write(carried.head);
      carrier.write(carried.body.subarray(0, 20));
      const begun = (url: string) =>
        server
          .logLines()
          .filter((line) => line.msg === 'incoming request' && (line.req as { url: string }).url === url)
          .length;
      for (let i = 0; i < 400 && begun('/api/sailing-trips') < slowRequests + 2; i++) await sleep(25);
      expect(begun('/api/sailing-trips')).toBe(slowRequests + 2); // the first create and the unfinished ones

      // A batch of voyage cards (CPU-bound: the server renders one after the other) with SIGTERM in the middle.
      const pdfUrl = `/api/sailing-trips/${tripId}/voyage-card-pdf`;
      const pdfs = Array.from({ length: pdfRequests }, () =>
        request(server.url, pdfUrl, { token: captain.token, timeoutMs: 30_000 }).then(
          (answer) => answer,
          (error: NodeJS.ErrnoException) => error.code ?? error.message,
        ),
      );
      for (let i = 0; i < 400 && begun(pdfUrl) === 0; i++) await sleep(5);
      server.child.kill('SIGTERM');
      for (let i = 0; i < 400 && !server.output().includes('shutting down'); i++) await sleep(25);
      expect(server.output()).toContain('shutting down');

      // The unfinished creates keep the process alive, yet it takes no new connection.
      expect(await connectionRefused(server.url)).toBe('ECONNREFUSED');
      expect(server.alive()).toBe(true);

      for (const post of slowPosts) post.finish();
      const posted = await Promise.all(slowPosts.map((post) => post.answer));
      expect(posted.map((answer) => answer.status)).toEqual(Array(slowRequests).fill(201));

      // A request that arrives while the server closes (pipelined behind the carrier, the only way one still can)
      // is shed with the app's own 503: its JSON error shape, in Polish, and Connection: close.
      const late = rawRequest('GET', '/api/subscriptions/plans', { 'accept-language': 'pl' });
      carrier.write(Buffer.concat([carried.body.subarray(20), Buffer.from(late.head)]));
      const [carriedAnswer, shed, ...more] = await carrier.answers;
      expect(carriedAnswer?.status, carriedAnswer?.body).toBe(201);
      expect(shed?.status, shed?.body).toBe(503);
      expect(JSON.parse(shed?.body ?? '')).toEqual({
        success: false,
        message: pl.errors.server_closing,
        request_id: expect.any(String),
      });
      expect(shed?.headers.connection).toBe('close');
      expect(shed?.headers['x-content-type-options']).toBe('nosniff');
      expect(more).toEqual([]);

      // A voyage card the server began is answered in full; one it had not begun yet is shed with the app's 503
      // or its not-yet-read connection is closed: never a cut-off PDF, never a 500.
      const outcomes = await Promise.all(pdfs);
      for (const outcome of outcomes) {
        if (typeof outcome === 'string') expect(['ECONNRESET', 'ECONNREFUSED']).toContain(outcome);
        else if (outcome.status === 200) expect(outcome.body).toMatch(/^%PDF[\s\S]*%%EOF\s*$/);
        else {
          expect(outcome.status).toBe(503);
          expect(outcome.json()).toEqual({
            success: false,
            message: expect.any(String),
            request_id: expect.any(String),
          });
        }
      }
      expect(
        outcomes.filter((outcome) => typeof outcome !== 'string' && outcome.status === 200).length,
      ).toBeGreaterThan(0);

      expect(await server.exited).toEqual({ code: 0, signal: null });
      // Every request the server began was completed before it exited.
      const lines = server.logLines();
      const started = lines.filter((line) => line.msg === 'incoming request').map((line) => line.reqId);
      const completed = new Map(
        lines
          .filter((line) => line.msg === 'request completed')
          .map((line) => [line.reqId, (line.res as { statusCode: number }).statusCode]),
      );
      expect(started.filter((id) => !completed.has(id))).toEqual([]);
      expect([...completed.values()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(server.output()).not.toMatch(/"level":(50|60)/);

      // The trips the unfinished creates carried were saved.
      const again = await startServer(env);
      const list = await request(again.url, '/api/sailing-trips', { token: captain.token });
      expect(
        list
          .json<{ sailing_trips: { logbook_number: string }[] }>()
          .sailing_trips.map((t) => t.logbook_number),
      ).toEqual(
        expect.arrayContaining([
          ...Array.from({ length: slowRequests }, (_, n) => `LB/TERM/${n}`),
          'LB/TERM/carrier',
        ]),
      );
      await again.stop();
    }, 60_000);
  },
);
