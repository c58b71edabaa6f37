import { afterEach, describe, expect, it, vi } from 'vitest';

// Counts the hashes under way (passwords.ts sends each to the threads of scrypt-thread.ts, wrapped here).
const inFlight = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock('./scrypt-thread.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./scrypt-thread.ts')>();
  return {
    scryptThreads: (count: number) => {
      const hash = original.scryptThreads(count);
      return async (...args: Parameters<typeof hash>) => {
        inFlight.now += 1;
        inFlight.most = Math.max(inFlight.most, inFlight.now);
        try {
          return await hash(...args);
        } finally {
          inFlight.now -= 1;
        }
      };
    },
  };
});

const { checkCredentials } = await import('./credentials.ts');
const { concurrentHashes, hashPassword, verifyPassword } = await import('./passwords.ts');

afterEach(() => {
  inFlight.most = 0;
});

describe('password hashing under a burst of logins', () => {
  it(`runs at most ${concurrentHashes} scrypt hashes at once, the others waiting their turn`, async () => {
    const stored = await hashPassword('correct horse battery');
    inFlight.most = 0;
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => verifyPassword(i % 2 ? 'correct horse battery' : 'wrong', stored)),
    );
    expect(verdicts).toEqual([false, true, false, true, false, true, false, true]);
    expect(inFlight.most).toBe(concurrentHashes);
    expect(inFlight.now).toBe(0);
  });

  it('queues the hash for an unknown e-mail with the others (the same wait as for a real account)', async () => {
    const account = { id: 1, password_hash: await hashPassword('correct horse battery') };
    inFlight.most = 0;
    const logins = await Promise.allSettled([
      ...Array.from({ length: 3 }, () => checkCredentials(account, 'correct horse battery')),
      ...Array.from({ length: 3 }, () => checkCredentials(undefined, 'correct horse battery')),
    ]);
    expect(logins.map((login) => login.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(inFlight.most).toBe(concurrentHashes);
  });

  it('frees its place when a hash fails, so the next one runs', async () => {
    // maxmem is 64 MB: N=2^20 with r=8 needs 1 GB, so scrypt refuses it.
    const tooCostly = 'scrypt$1048576$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==';
    await expect(
      Promise.all(Array.from({ length: 3 }, () => verifyPassword('x', tooCostly))),
    ).rejects.toThrow();
    const stored = await hashPassword('after the failures');
    expect(await verifyPassword('after the failures', stored)).toBe(true);
  });
});
