import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  invitationCreateSchema,
  invitationEditSchema,
  invitationPatchSchema,
  isExpiryAllowed,
} from './invitation.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('an invitation’s expiry date', () => {
  beforeEach(() => {
    // 15 June 2026 at noon in the local calendar of whoever checks (the browser's or the server's).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('may be today or later, never a day that has passed', () => {
    expect(isExpiryAllowed('2026-06-15', '2026-06-15')).toBe(true);
    expect(isExpiryAllowed('2026-06-16', '2026-06-15')).toBe(true);
    expect(isExpiryAllowed('2026-06-14', '2026-06-15')).toBe(false);
    expect(isExpiryAllowed('2025-12-31', '2026-01-01')).toBe(false);
  });

  it('is checked on create against today: the form and the server read the same rule', () => {
    expect(invitationCreateSchema.safeParse({ description: 'x', expires_on: '2026-06-15' }).success).toBe(
      true,
    );
    expect(issues(invitationCreateSchema.safeParse({ description: 'x', expires_on: '2026-06-14' }))).toEqual([
      ['expires_on', 'invitations.form.expires_on_past'],
    ]);
    // Empty still means none; a date that does not exist is named as such, not as past.
    expect(invitationCreateSchema.parse({ description: 'x', expires_on: '' }).expires_on).toBeNull();
    expect(issues(invitationCreateSchema.safeParse({ description: 'x', expires_on: '2026-02-30' }))).toEqual([
      ['expires_on', 'invitations.form.expires_on_invalid'],
    ]);
  });

  it('follows the clock: what was allowed yesterday evening is refused after midnight', () => {
    vi.setSystemTime(new Date(2026, 5, 15, 23, 59, 0));
    expect(invitationPatchSchema.safeParse({ expires_on: '2026-06-15' }).success).toBe(true);
    vi.setSystemTime(new Date(2026, 5, 16, 0, 1, 0));
    expect(issues(invitationPatchSchema.safeParse({ expires_on: '2026-06-15' }))).toEqual([
      ['expires_on', 'invitations.form.expires_on_past'],
    ]);
  });

  it('lets the edit form keep a stored date that has passed, and no other past date', () => {
    const edit = invitationEditSchema('2026-06-01');
    expect(edit.safeParse({ description: 'Renamed', expires_on: '2026-06-01' }).success).toBe(true);
    expect(issues(edit.safeParse({ expires_on: '2026-06-02' }))).toEqual([
      ['expires_on', 'invitations.form.expires_on_past'],
    ]);
    expect(edit.safeParse({ expires_on: '2026-07-01' }).success).toBe(true);
    // The API's patch keeps nothing: a past date sent is refused even if it is the stored one.
    expect(invitationPatchSchema.safeParse({ expires_on: '2026-06-01' }).success).toBe(false);
  });
});
