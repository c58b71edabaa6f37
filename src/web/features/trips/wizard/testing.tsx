import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { CaptainProfile } from '#domain/captain-profile.ts';
import type { Language } from '#domain/language.ts';
import { emptyCrewMember, emptyTripForm, type TripFormValues } from '#domain/trip-form.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { subscriptionStatusHandler } from '../../../test/server.ts';
import { captainProfileUrl } from '../../captain-profile/api.ts';
import { TripForm, type TripFormProps } from './trip-form.tsx';

/** Test helpers for the trip form (not part of the app bundle). */

export const wizardText = { en: en.trips.wizard, pl: pl.trips.wizard };

export const premiumHandler = subscriptionStatusHandler({
  active_subscription: {
    status: 'active',
    ends_at: '2099-01-01T00:00:00.000Z',
    days_remaining: 100,
    payment_provider: 'payu',
  },
});

export const profile: CaptainProfile = {
  first_name: 'Anna',
  last_name: 'Kowalska',
  email: 'anna@example.com',
  phone: '+48 600 100 200',
  license_type: 'PZZ-JSM',
  license_number: 'JSM-1234',
  other_license: '',
  nationality: 'POLAND',
  languages: 'POL / ENG / GER',
  logo_path: null,
  logo_url: null,
};

/** GET /api/captain-profile answering with this profile (or failing when null). */
export function profileHandler(answer: CaptainProfile | null = profile) {
  return http.get(captainProfileUrl, () =>
    answer
      ? HttpResponse.json({ success: true, captain_profile: answer, message: 'Captain profile loaded.' })
      : HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 }),
  );
}

/** A trip whose four steps are all valid, so a test can walk straight to the summary. */
export function validTrip(changes: Partial<TripFormValues> = {}): TripFormValues {
  return {
    ...emptyTripForm(),
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: 'anna@example.com',
    phone: '+48 600 100 200',
    licenseType: 'pzz-jsm',
    licenseNumber: 'JSM-1234',
    yachtName: 'Zawisza Czarny',
    registrationNumber: 'POL-1234',
    homePort: 'Gdynia',
    hullLength: '42.7',
    enginesCount: '1',
    enginePower: '250',
    embarkationPort: 'Gdynia',
    disembarkationPort: 'Kiel',
    distance: '180',
    embarkationDate: '2026-07-01',
    disembarkationDate: '2026-07-08',
    sailingHours: '40',
    engineHours: '12',
    tidalHours: '0',
    ...changes,
  };
}

export const crewMember = (fullName: string, changes: Partial<ReturnType<typeof emptyCrewMember>> = {}) => ({
  ...emptyCrewMember(),
  fullName,
  role: 'crew',
  captainOpinion: 'positive',
  performance: 'good',
  seasickness: 'none',
  resistance: 'good',
  ...changes,
});

/** The form on its own (create mode unless told), inside a router so links work. */
export async function renderTripForm(
  props: Partial<TripFormProps> = {},
  { language = 'en' }: { language?: Language } = {},
) {
  const { mode = 'create', tripId, ...rest } = props;
  const modeProps = mode === 'edit' ? { mode, tripId: tripId ?? 1 } : { mode };
  const result = await renderWithProviders(
    <TripForm initialValues={emptyTripForm()} {...modeProps} {...rest} />,
    { language, path: '/sailing-trips/new' },
  );
  await screen.findByRole('heading', { level: 2 });
  return result;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as Mantine renders it (a required field ends with an asterisk). */
export const labelled = (label: string) => new RegExp(`^${escaped(label)}(\\s*\\*)?$`);

export const textbox = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name: labelled(label) });

/** A port field (a text box with suggestions) by its label. */
export const portbox = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('combobox', { name: labelled(label) });

/** Any input by its label (dates and numbers are not text boxes). */
export const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(labelled(label), { selector: 'input, textarea' });

export const nextButton = () => screen.getByRole('button', { name: en.trips.wizard.next });

/** Picks an option of a Mantine Select (jsdom has no layout, so the dropdown counts as hidden). */
export async function choose(
  user: UserEvent,
  label: string,
  option: string,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole('combobox', { name: labelled(label) }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** The step heading on screen (the wizard shows one step at a time). */
export const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
