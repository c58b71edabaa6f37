import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

/** The fault tests drive the production bundle as a real process, the way it runs on a server. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let mainBundle = path.join(root, 'dist/server/main.mjs');
let adminBundle = path.join(root, 'dist/server/admin.mjs');

/** esbuild writes the source map comment last: a file without it is being rewritten by another build. */
const complete = (file: string, name: string) =>
  fs.readFileSync(file, 'utf8').trimEnd().endsWith(`//# sourceMappingURL=${name}.map`);

/**
 * node scripts/build.mjs --server-only (under a second): the tests run the code of this checkout. Other test
 * files and people build into dist/server at the same time, so each test process (thread) runs its own copy (under
 * dist/, where the bundle still finds node_modules), taken only when the copy is complete.
 */
export function buildServerBundle() {
  // Worker threads of one test run share the pid: the thread id keeps their copies apart.
  const own = path.join(root, 'dist', `faults-${process.pid}-${threadId}`);
  fs.mkdirSync(own, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    execFileSync(process.execPath, ['scripts/build.mjs', '--server-only'], { cwd: root, stdio: 'pipe' });
    for (const name of ['main.mjs', 'admin.mjs'])
      fs.copyFileSync(path.join(root, 'dist/server', name), path.join(own, name));
    if (
      complete(path.join(own, 'main.mjs'), 'main.mjs') &&
      complete(path.join(own, 'admin.mjs'), 'admin.mjs')
    )
      break;
    if (attempt === 5) throw new Error('dist/server kept changing while it was copied');
  }
  mainBundle = path.join(own, 'main.mjs');
  adminBundle = path.join(own, 'admin.mjs');
  ownBundle = own;
}
let ownBundle: string | null = null;

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `logbook-${prefix}-`));
}

/** A port nobody listens on right now (the kernel's pick for port 0, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** A body sent exactly as given (a signed webhook's bytes), instead of `body` as JSON. */
  rawBody?: string;
  token?: string;
  language?: string;
  /** More request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  /** Gives up (rejects) after this long; the tests wait generously, they never assert on time. */
  timeoutMs?: number;
}

/** One HTTP request on its own connection (no keep-alive pool), so every request is a new connection. */
export function request(base: string, url: string, options: RequestOptions = {}): Promise<Answer> {
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.language ? { 'accept-language': options.language } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body) as T,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${url} in time`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Parsed JSON log lines of stdout. */
  logLines(): Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  /** SIGKILL unless it already exited; resolves once it is gone. */
  stop(): Promise<void>;
}

const running = new Set<ServerProcess>();

/** The environment of a child: only what it needs, never the test runner's own database settings. */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_LIMIT_FACTOR: '1000',
    WEB_DIR: path.join(os.tmpdir(), 'logbook-no-web-build'),
    ...env,
  };
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** Starts dist/server/main.mjs and waits until it answers GET /api/subscriptions/plans. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [mainBundle], {
    cwd: root,
    env: childEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  let exitedNow = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      exitedNow = true;
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    alive: () => !exitedNow,
    async stop() {
      if (!exitedNow) child.kill('SIGKILL');
      await exited;
      running.delete(server);
    },
  };
  running.add(server);
  try {
    await waitUntil(
      async () => {
        if (exitedNow) throw new Error(`the server exited while starting:\n${output}`);
        try {
          return (await request(url, '/api/subscriptions/plans', { timeoutMs: 2000 })).status === 200;
        } catch {
          return false;
        }
      },
      `the server on port ${port}:\n${output}`,
      20_000,
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Kills every server a test left running and removes this process's bundle (afterAll, also after a failure). */
export async function stopAllServers() {
  await Promise.all([...running].map((server) => server.stop()));
  if (ownBundle) fs.rmSync(ownBundle, { recursive: true, force: true });
  ownBundle = null;
}

/** node dist/server/admin.mjs ... with the same DATA_DIR / DATABASE_URL as the server. */
export function runAdmin(env: Record<string, string>, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [adminBundle, ...args],
      { cwd: root, env: childEnv({ LOG_LEVEL: 'warn', ...env }) },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`admin ${args.join(' ')} failed: ${stderr}${stdout}`));
        else resolve(stdout);
      },
    );
  });
}

export const password = 'correct horse battery';

/** Registers a captain through the API and grants 30 days of premium with the admin command. */
export async function premiumCaptain(
  server: ServerProcess,
  env: Record<string, string>,
  email: string,
): Promise<{ id: number; token: string }> {
  const answer = await request(server.url, '/api/auth/register', {
    body: {
      name: 'Anna Nowak',
      email,
      phone_register: '+48 600 100 200',
      password,
      password_confirmation: password,
    },
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${answer.body}`);
  const { user, token } = answer.json<{ user: { id: number }; token: string }>();
  await runAdmin(env, ['subscriptions:grant', '--email', email, '--days', '30']);
  return { id: user.id, token };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built-server tests start their own processes (and database cluster) and ignore TEST_DB: they run once,
 * in the server-sqlite project, not again in server-postgres.
 */
export const notInPostgresProject =
  process.env.TEST_DB === 'postgres'
    ? 'runs once, in the server-sqlite project (it starts its own server processes and does not use TEST_DB)'
    : null;

/** The describe title, with the reason when the suite is skipped. */
export const titled = (title: string, skipReason: string | null) =>
  skipReason ? `${title} (skipped: ${skipReason})` : title;
