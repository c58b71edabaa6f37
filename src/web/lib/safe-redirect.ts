/**
 * Whether a ?redirect value may be followed after login: only a path on this site ("/dashboard?x=1"),
 * never another origin ("//evil.example", "/\evil.example", "https://..."), so the login page is no open redirect.
 */
export function isSafeRedirect(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Browsers treat a backslash like a slash, and control characters can hide either.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return false;
  }
  try {
    const base = 'http://logbook.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
