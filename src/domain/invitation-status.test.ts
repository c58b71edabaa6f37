import { describe, expect, it } from 'vitest';
import { isInvitationExpired, isInvitationUsedUp } from './invitation-status.ts';
import { todayIso } from './trip-days.ts';

const expiringOn = (expires_on: string | null) => ({ expires_on });
const used = (uses: number, max_uses: number | null) => ({ uses, max_uses });

describe('when an invitation has expired', () => {
  it('is valid through its whole expiry day and expired from the next day on', () => {
    expect(isInvitationExpired(expiringOn('2026-06-15'), '2026-06-14')).toBe(false);
    expect(isInvitationExpired(expiringOn('2026-06-15'), '2026-06-15')).toBe(false);
    expect(isInvitationExpired(expiringOn('2026-06-15'), '2026-06-16')).toBe(true);
    expect(isInvitationExpired(expiringOn('2026-12-31'), '2027-01-01')).toBe(true);
  });

  it('turns at local midnight after the expiry day: not a millisecond before, exactly then and after', () => {
    const invitation = expiringOn('2026-06-15');
    const lastMoment = new Date(2026, 5, 15, 23, 59, 59, 999);
    const expiryInstant = new Date(2026, 5, 16, 0, 0, 0, 0);
    const justAfter = new Date(2026, 5, 16, 0, 0, 0, 1);
    expect(isInvitationExpired(invitation, todayIso(new Date(2026, 5, 15, 0, 0, 0, 0)))).toBe(false);
    expect(isInvitationExpired(invitation, todayIso(lastMoment))).toBe(false);
    expect(isInvitationExpired(invitation, todayIso(expiryInstant))).toBe(true);
    expect(isInvitationExpired(invitation, todayIso(justAfter))).toBe(true);
  });

  it('never expires without an expiry date', () => {
    expect(isInvitationExpired(expiringOn(null), '9999-12-31')).toBe(false);
  });
});

describe('when an invitation is used up', () => {
  it('is used up once its uses reach the limit, not one use before', () => {
    expect(isInvitationUsedUp(used(0, 3))).toBe(false);
    expect(isInvitationUsedUp(used(2, 3))).toBe(false);
    expect(isInvitationUsedUp(used(3, 3))).toBe(true);
    expect(isInvitationUsedUp(used(4, 3))).toBe(true);
    expect(isInvitationUsedUp(used(0, 1))).toBe(false);
    expect(isInvitationUsedUp(used(1, 1))).toBe(true);
  });

  it('is never used up without a limit', () => {
    expect(isInvitationUsedUp(used(0, null))).toBe(false);
    expect(isInvitationUsedUp(used(100_000, null))).toBe(false);
  });
});
