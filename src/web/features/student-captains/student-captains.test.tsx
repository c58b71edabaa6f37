import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import { annaCaptain, asStudent, captainsHandler, piotrCaptain } from '../student-shared/testing.ts';

describe('/student/captains', () => {
  it('lists my captains with their e-mail and the day we connected, in Polish', async () => {
    asStudent(captainsHandler([annaCaptain, piotrCaptain]));
    await renderApp('/student/captains', { language: 'pl' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Moi kapitanowie (2)' })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: annaCaptain.name });
    expect(within(card).getByRole('link', { name: annaCaptain.email })).toHaveAttribute(
      'href',
      `mailto:${annaCaptain.email}`,
    );
    expect(within(card).getByText('14.03.2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: pl.student_area.captains.trips })).toHaveAttribute(
      'href',
      '/student/planned-sailing-trips?captain=7',
    );
  });

  it('disconnects after a confirmation that explains a new invitation is needed', async () => {
    let captains = [annaCaptain, piotrCaptain];
    const disconnected: string[] = [];
    asStudent(
      http.get('/api/student/captains', () =>
        HttpResponse.json({ success: true, captains, message: 'Captains loaded.' }),
      ),
      http.delete('/api/student/captains/:id', ({ params }) => {
        disconnected.push(String(params.id));
        captains = captains.filter((captain) => String(captain.id) !== params.id);
        return HttpResponse.json({ success: true, message: 'You have been disconnected from the captain.' });
      }),
    );
    await renderApp('/student/captains');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `Disconnect from ${annaCaptain.name}` }));
    const dialog = await screen.findByRole('dialog', { name: en.student_area.captains.disconnect_title });
    expect(within(dialog).getByText(/you will need a new invitation/)).toBeInTheDocument();
    expect(disconnected).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: en.student_area.captains.disconnect }));

    expect(await screen.findByText('You have been disconnected from the captain.')).toBeInTheDocument();
    expect(disconnected).toEqual(['7']);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: annaCaptain.name })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: piotrCaptain.name })).toBeInTheDocument();
  });

  it('keeps the captain when the dialog is cancelled', async () => {
    asStudent(captainsHandler([annaCaptain]));
    await renderApp('/student/captains');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `Disconnect from ${annaCaptain.name}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.confirm.cancel }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: annaCaptain.name })).toBeInTheDocument();
  });

  it('shows the empty state with the way to accept an invitation', async () => {
    asStudent(captainsHandler([]));
    await renderApp('/student/captains');

    expect(await screen.findByText(en.student_area.captains.empty)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: en.student_area.captains.accept_invitation })) {
      expect(link).toHaveAttribute('href', '/student/invitations');
    }
  });

  it('shows a load error with a retry', async () => {
    let calls = 0;
    asStudent(
      http.get('/api/student/captains', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, captains: [annaCaptain], message: 'Captains loaded.' });
      }),
    );
    await renderApp('/student/captains');

    expect(await screen.findByText(en.student_area.captains.load_failed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('listitem', { name: annaCaptain.name })).toBeInTheDocument();
  });
});
