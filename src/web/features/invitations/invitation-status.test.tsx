import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '#domain/invitation.ts';
import { invitationLink } from '#domain/invitation-link.ts';
import en from '#locales/en.json';
import { currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

const s = en.invitations_page.invitation;

const invitation = (id: number, description: string, rest: Partial<Invitation>): Invitation => ({
  id,
  code: `CODE${id}`,
  description,
  expires_on: null,
  max_uses: null,
  uses: 0,
  is_active: true,
  link: invitationLink(id, `CODE${id}`),
  students: [],
  created_at: '2026-01-01T10:00:00.000Z',
  ...rest,
});

/** Valid through 15 June 2026: it expires at the captain's midnight that starts 16 June. */
const endsToday = invitation(1, 'Ends on the 15th', { expires_on: '2026-06-15' });
const endedBefore = invitation(2, 'Ended on the 14th', { expires_on: '2026-06-14' });
const endsAfter = invitation(3, 'Ends on the 16th', { expires_on: '2026-06-16' });
const oneUseLeft = invitation(4, 'One place left', { max_uses: 3, uses: 2 });
const full = invitation(5, 'Full', { max_uses: 3, uses: 3 });

async function showListAt(now: Date) {
  vi.setSystemTime(now);
  loggedInCaptain();
  server.use(
    currentUserHandler(),
    http.get('/api/invitations', () =>
      HttpResponse.json({
        success: true,
        invitations: [endsToday, endedBefore, endsAfter, oneUseLeft, full],
        message: 'Invitations loaded.',
      }),
    ),
    http.get('/api/captain/students', () =>
      HttpResponse.json({ success: true, students: [], message: 'Students loaded.' }),
    ),
  );
  await renderApp('/invitations');
  await screen.findByRole('heading', { level: 2, name: 'Your invitations (5)' });
}

const badges = (name: string) => {
  const card = within(screen.getByRole('listitem', { name }));
  return {
    expired: card.queryByText(s.expired) !== null,
    usedUp: card.queryByText(s.used_up) !== null,
  };
};

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('/invitations: expired and used-up badges at the boundary', () => {
  it('one minute before the expiry instant, the invitation ending today is still valid', async () => {
    await showListAt(new Date(2026, 5, 15, 23, 59, 0, 0));
    expect(badges('Ends on the 15th')).toEqual({ expired: false, usedUp: false });
    expect(badges('Ended on the 14th')).toEqual({ expired: true, usedUp: false });
    expect(badges('Ends on the 16th')).toEqual({ expired: false, usedUp: false });
  });

  it('exactly at the expiry instant (midnight after its day), the same invitation shows as expired', async () => {
    await showListAt(new Date(2026, 5, 16, 0, 0, 0, 0));
    expect(badges('Ends on the 15th')).toEqual({ expired: true, usedUp: false });
    expect(badges('Ends on the 16th')).toEqual({ expired: false, usedUp: false });
  });

  it('shows the limit reached when the uses equal the limit, not one use before', async () => {
    await showListAt(new Date(2026, 5, 15, 12, 0, 0, 0));
    expect(badges('One place left')).toEqual({ expired: false, usedUp: false });
    expect(badges('Full')).toEqual({ expired: false, usedUp: true });
  });
});
