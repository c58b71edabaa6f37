import cluster, { type Worker } from 'node:cluster';

/** A JSON log line in the shape the workers' logger writes, so one log holds both. */
function log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`,
  );
}

/** Restarts allowed in a row within `restartWindowMs` before the primary gives up (a worker that cannot start). */
const maxRestarts = 5;
const restartWindowMs = 30_000;

/**
 * The primary process of WORKERS server processes on one port (node:cluster shares the listening socket): it
 * starts them, replaces one that dies, and on SIGTERM or SIGINT asks each to finish its requests and stop, then
 * exits with 0 when all stopped cleanly (1 otherwise). A worker that keeps dying right after its start (a bad
 * database address, a failed migration) is not restarted for ever: after five exits in 30 s the primary stops
 * the others and exits with 1, so the service manager sees the failure.
 */
export function runPrimary(workers: number) {
  let stopping = false;
  let failed = false;
  const recentExits: number[] = [];

  const start = () => cluster.fork();
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);

  function stopAll(reason: string) {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping the workers', { reason, workers: alive().length });
    for (const worker of alive()) worker.process.kill('SIGTERM');
    if (alive().length === 0) process.exit(failed ? 1 : 0);
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      log('info', 'worker stopped', { worker: worker.process.pid, code, signal });
      if (alive().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const now = Date.now();
    recentExits.push(now);
    while (recentExits.length > 0 && (recentExits[0] as number) < now - restartWindowMs) recentExits.shift();
    if (recentExits.length > maxRestarts) {
      failed = true;
      log('error', 'workers keep exiting: giving up', { worker: worker.process.pid, code, signal });
      stopAll('workers keep exiting');
      return;
    }
    log('warn', 'worker exited: starting another', { worker: worker.process.pid, code, signal });
    start();
  });

  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  log('info', `starting ${workers} server processes`, { workers });
  for (let i = 0; i < workers; i += 1) start();
}
