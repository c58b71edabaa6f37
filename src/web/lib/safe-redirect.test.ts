import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from './safe-redirect.ts';

describe('isSafeRedirect', () => {
  it.each(['/dashboard', '/captain-profile?tab=password', '/sailing-trips/12#crew', '/'])(
    'follows the same-site path %s',
    (path) => {
      expect(isSafeRedirect(path)).toBe(true);
    },
  );

  it.each([
    '//evil.example/phish',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
  ])('refuses %j', (path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });
});
