import { afterAll, beforeAll } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedWorld, type World } from './test-support.ts';

/** Seeding uploads a logo and pays an order: more than vitest's 10 s for a hook on a busy machine. */
const seedTimeoutMs = 60_000;

export interface SeededApp {
  t: TestApp;
  world: World;
}

/**
 * An app with the export tests' world of two captains and two students, made before the tests of the calling
 * file or describe and closed after them; its fields are there once the tests run.
 */
export function useSeededApp(): SeededApp {
  const seeded: Partial<SeededApp> = {};
  beforeAll(async () => {
    seeded.t = await createTestApp({ rateLimits: generousRateLimits });
    seeded.world = await seedWorld(seeded.t);
  }, seedTimeoutMs);
  afterAll(async () => seeded.t?.close());
  return seeded as SeededApp;
}
