import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAnswers, rawRequest } from '../testing/raw-http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Connection {
  socket: net.Socket;
  /** Everything the server sent, once it has closed the connection. */
  closed: Promise<Buffer>;
  isClosed(): boolean;
}

/** A raw connection that keeps what the server sent even when it resets the connection while we write. */
async function connect(port: number): Promise<Connection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const chunks: Buffer[] = [];
  let done = false;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // A reset after the server gave up is the expected end here, not a failure.
  socket.on('error', () => {});
  const closed = new Promise<Buffer>((resolve) =>
    socket.on('close', () => {
      done = true;
      resolve(Buffer.concat(chunks));
    }),
  );
  return { socket, closed, isClosed: () => done };
}

/** Resolves with 'closed' when the connection ends first, or 'still open' after `ms` (a guard, not a measure). */
function closedWithin(connection: Connection, ms: number) {
  return Promise.race([
    connection.closed.then(() => 'closed' as const),
    sleep(ms).then(() => 'still open' as const),
  ]);
}

/**
 * A client that trickles its body, or sends nothing at all, no longer holds a connection
 * for ever. Short timeouts here; the defaults (30 s for a request, 60 s of silence) come from config.ts.
 */
describe('request and connection timeouts on a real socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ timeouts: { requestMs: 1000, connectionMs: 1500, keepAliveMs: 5000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('answers a request sent at once as usual', async () => {
    const connection = await connect(port);
    const login = rawRequest(
      'POST',
      '/api/auth/login',
      { connection: 'close' },
      { email: 'nobody@example.com', password: 'not the password' },
    );
    connection.socket.write(Buffer.concat([Buffer.from(login.head), login.body]));
    const [answer] = parseAnswers(await connection.closed);
    expect(answer?.status).toBe(401);
  });

  it('cuts off a body trickled more slowly than the request timeout allows, with 408', async () => {
    const connection = await connect(port);
    const body = Buffer.from(JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(400) }));
    const head = rawRequest('POST', '/api/auth/login', {
      'content-type': 'application/json',
      'content-length': String(body.length),
    }).head;
    connection.socket.write(head);
    // One byte every 100 ms, so the connection is never silent for long: the whole body would take over 40 s.
    let sent = 0;
    while (!connection.isClosed() && sent < body.length) {
      connection.socket.write(body.subarray(sent, sent + 1));
      sent += 1;
      await sleep(100);
    }
    const answers = parseAnswers(await connection.closed);
    expect(sent).toBeLessThan(body.length);
    expect(answers.map((answer) => answer.status)).toEqual([408]);
  });

  it('closes a connection on which the client says nothing', async () => {
    const connection = await connect(port);
    expect(await closedWithin(connection, 20_000)).toBe('closed');
    expect((await connection.closed).length).toBe(0);
  });

  it('closes a connection that stops halfway through a body', async () => {
    const connection = await connect(port);
    const login = rawRequest('POST', '/api/auth/login', {}, { email: 'half@example.com', password: 'x' });
    connection.socket.write(login.head);
    connection.socket.write(login.body.subarray(0, 5));
    expect(await closedWithin(connection, 20_000)).toBe('closed');
  });
});

describe('timeouts in the configuration', () => {
  it('stops the app with a message naming a bad REQUEST_TIMEOUT_MS', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-timeouts-'));
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', REQUEST_TIMEOUT_MS: 'soon' },
        timeout: 60_000,
      });
      const failure = await run.then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toBe(
        'Invalid configuration:\n  REQUEST_TIMEOUT_MS: REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000\n',
      );
      // It stopped before it made a database.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
