import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  it('makes the value once, on the first call, and shares it', async () => {
    const make = vi.fn(async () => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([value(), value()]);
    expect(first).toBe(second);
    expect(await value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next call after a failure', async () => {
    const make = vi.fn().mockRejectedValueOnce(new Error('not yet')).mockResolvedValueOnce('loaded');
    const value = onFirstUse<string>(make);
    await expect(value()).rejects.toThrow('not yet');
    expect(await value()).toBe('loaded');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
