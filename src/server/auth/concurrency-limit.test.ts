import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

describe('concurrencyLimit', () => {
  it('runs at most max tasks at once and the waiting ones in order of arrival', async () => {
    const run = concurrencyLimit(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const results = Array.from({ length: 5 }, (_, i) =>
      run(async () => {
        started.push(i);
        await new Promise<void>((resolve) => finish.push(resolve));
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    finish[1]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (let i = 0; i < 5; i++) {
      finish[i]?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives the place of a failed task to the next one', async () => {
    const run = concurrencyLimit(1);
    const failed = run(() => Promise.reject(new Error('no')));
    const next = run(async () => 'ran');
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('ran');
  });
});
