import { randomBytes, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { concurrencyLimit } from './concurrency-limit.ts';
import { scryptThreads } from './scrypt-thread.ts';

const keyLength = 64;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The cost of every hash the app stores outside the test runner. */
export const productionScryptCost: ScryptCost = { N: 16384, r: 8, p: 1 };

/** Test-only knob: under vitest (VITEST set) hashes cost N=1024, or the suite's ~2,000 sign-ups spend minutes in scrypt. */
export const testScryptCost: ScryptCost = { N: 1024, r: 8, p: 1 };

/** The cost for this process: production unless the environment is vitest's. */
export function scryptCostFor(env: NodeJS.ProcessEnv): ScryptCost {
  return env.VITEST ? testScryptCost : productionScryptCost;
}

let defaults = scryptCostFor(process.env);

/** Test-only: lets a test hash at another cost (the production one) and returns the cost to restore. */
export function setScryptCostForTests(cost: ScryptCost): ScryptCost {
  const previous = defaults;
  defaults = cost;
  return previous;
}

/**
 * Hashes running at once, each on a hashing thread of its own (scrypt-thread.ts). The others wait here in order of
 * arrival, the hash against timingDummyHash for an unknown e-mail too, so the wait tells nothing about the account.
 * One thread: it holds about 40 MB (its 16 MB hash, as much again once glibc's arena has split the freed block, and
 * its own V8 heap), each thread more adds as much; at 35 ms a hash it checks about 28 passwords a second
 * (bench/README.md, "the server's memory").
 */
export const concurrentHashes = 1;
const hashSlot = concurrencyLimit(concurrentHashes);
const scryptOnThread = scryptThreads(concurrentHashes);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashSlot(() =>
    scryptOnThread(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }),
  );
}

/** "scrypt$N$r$p$salt$hash": the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, defaults);
  return ['scrypt', defaults.N, defaults.r, defaults.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs the same as a real one (no user enumeration by timing). */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
