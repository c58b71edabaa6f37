import { screen, within } from '@testing-library/react';
import en from '#locales/en.json';
import { currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { server } from '../../test/server.ts';

/** The CV page's tests: logging in, and finding the page's parts as a user does (not part of the app bundle). */

export const c = en.captainCv;

/** A logged-in captain whose requests the handlers answer. */
export function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

/** The value shown under a label in the captain's details. */
export const infoValue = (label: string) =>
  within(screen.getByRole('region', { name: c.info.title })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

export const tripList = () => screen.getByRole('list', { name: c.trips.table_label });
export const checkbox = (yacht: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^List ${yacht} `) });
export const generateButton = () => screen.getByRole('button', { name: c.generate });
export const progressSelect = (label: string = c.progress.label) =>
  screen.getByRole('combobox', { name: label });

/** The totals shown under the list, each figure by its label. */
export function totalsShown(labels: typeof c.totals = c.totals) {
  const region = screen.getByRole('region', { name: labels.title });
  const figure = (label: string) =>
    within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  return {
    trips: figure(labels.trips),
    days: figure(labels.days),
    distance: figure(labels.distance),
    hours_total: figure(labels.hours_total),
    hours_sail: figure(labels.hours_sail),
    hours_engine: figure(labels.hours_engine),
    hours_night: figure(labels.hours_night),
    hours_tidal: figure(labels.hours_tidal),
    skipper_trips: figure(labels.skipper_trips),
  };
}
