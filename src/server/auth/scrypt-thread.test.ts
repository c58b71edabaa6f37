import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scryptThreads } from './scrypt-thread.ts';

const cost = { N: 1024, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const scryptOnThread = scryptThreads(2);

describe('scrypt on threads of its own', () => {
  it('derives the key node:crypto derives, for each of several hashes sent at once', async () => {
    const salts = Array.from({ length: 4 }, (_, i) => Buffer.from(`salt number ${i}`));
    const keys = await Promise.all(salts.map((salt) => scryptOnThread('żeglarz', salt, 64, cost)));
    keys.forEach((key, i) => {
      expect(Buffer.isBuffer(key)).toBe(true);
      expect(key.equals(scryptSync('żeglarz', salts[i] ?? '', 64, cost))).toBe(true);
    });
  });

  it('rejects a hash scrypt refuses and goes on hashing', async () => {
    await expect(scryptOnThread('x', Buffer.from('salt'), 64, { ...cost, N: 2 ** 20 })).rejects.toThrow(
      /memory/i,
    );
    const key = await scryptOnThread('x', Buffer.from('salt'), 64, cost);
    expect(key.equals(scryptSync('x', 'salt', 64, cost))).toBe(true);
  });
});
