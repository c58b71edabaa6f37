import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

// Each worker hashes one request at a time with scryptSync, on its own thread. Source text rather than a file: the
// same code runs from the esbuild bundle, under vitest and under the bench's seeding scripts.
const workerSource = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Reply {
  id: number;
  key?: Uint8Array;
  error?: string;
}

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/** One hashing thread, started on first use and again after it exits. */
function hashingThread() {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function failAll(error: Error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(workerSource, {
      eval: true,
      // The worker holds no state but the hash's own 16 MB (allocated by OpenSSL, outside V8's heap).
      resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
    });
    thread.on('message', ({ id, key, error }: Reply) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) thread.unref();
      if (!waiting) return;
      if (key) waiting.resolve(Buffer.from(key));
      else waiting.reject(new Error(error ?? 'scrypt failed'));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the scrypt thread exited (${code})`));
    });
    worker = thread;
    return thread;
  }

  return {
    waiting: () => pending.size,
    hash(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
      const thread = started();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // Kept alive while a hash is under way (a script awaiting its last hash must not exit), let go when idle.
        thread.ref();
        thread.postMessage({ id, password, salt, keyLength, options });
      });
    },
  };
}

/**
 * scrypt on `count` threads of its own, not on libuv's pool. Each hash takes 128 * N * r bytes (16 MB at the
 * production cost) and glibc keeps them, once freed, in the arena of the thread that hashed: on the pool each of its
 * 4 threads kept its own, and about as much again once the compression sharing those threads had split the freed
 * block. A hash goes to the thread with the fewest waiting (an idle one when there is one).
 */
export function scryptThreads(count: number) {
  const threads = Array.from({ length: count }, hashingThread);
  return (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> => {
    const [first, ...others] = threads;
    if (!first) throw new Error('scryptThreads needs at least one thread');
    const freest = others.reduce(
      (best, thread) => (thread.waiting() < best.waiting() ? thread : best),
      first,
    );
    return freest.hash(password, salt, keyLength, options);
  };
}
