import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  productionScryptCost,
  scryptCostFor,
  setScryptCostForTests,
  testScryptCost,
  verifyPassword,
} from './passwords.ts';

describe('password hashing cost', () => {
  it('is the production cost (N=16384, r=8, p=1) everywhere but under vitest', () => {
    expect(productionScryptCost).toEqual({ N: 16384, r: 8, p: 1 });
    expect(scryptCostFor({})).toBe(productionScryptCost);
    expect(scryptCostFor({ NODE_ENV: 'production' })).toBe(productionScryptCost);
    expect(scryptCostFor({ NODE_ENV: 'test' })).toBe(productionScryptCost);
    expect(scryptCostFor({ VITEST: 'true' })).toBe(testScryptCost);
  });

  it('verifies a production-cost hash with the cost stored in it, whatever the current cost', async () => {
    const previous = setScryptCostForTests(productionScryptCost);
    const stored = await hashPassword('correct horse battery').finally(() => setScryptCostForTests(previous));
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });
});
