import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { premiumHandler, profileHandler, stepHeading } from '../wizard/testing.tsx';
import { gpxFile, trackHandler } from '../wizard/track/testing.ts';

const w = en.trips.wizard;

describe('New trip from a GPX file', () => {
  it('opens the new-trip form with the drop zone open, and the preview follows the upload', async () => {
    loggedInCaptain();
    server.use(currentUserHandler(), premiumHandler, profileHandler(), trackHandler());
    const user = userEvent.setup();
    const { router } = await renderApp('/sailing-trips');
    // "Add trip" turns into a link once Premium is known: then this button is live too.
    await screen.findByRole('link', { name: en.trips.shared.add_trip });
    await user.click(screen.getByRole('button', { name: en.trips.list.new_from_track }));

    expect(await screen.findByRole('heading', { level: 1, name: w.new_title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sailing-trips/new');
    // On step 1 already: the track fills step 3's fields from here.
    expect(stepHeading(w.steps.captain)).toBeInTheDocument();
    await user.upload(await screen.findByLabelText(w.track.choose), gpxFile());
    expect(await screen.findByRole('heading', { level: 4, name: w.track.preview })).toBeInTheDocument();
  });

  it('opens the plain form from "Add trip", without the drop zone', async () => {
    loggedInCaptain();
    server.use(currentUserHandler(), premiumHandler, profileHandler());
    const user = userEvent.setup();
    await renderApp('/sailing-trips');
    await user.click(await screen.findByRole('link', { name: en.trips.shared.add_trip }));
    expect(await screen.findByRole('heading', { level: 1, name: w.new_title })).toBeInTheDocument();
    expect(screen.queryByLabelText(w.track.choose)).toBeNull();
  });
});
