import { expect, type Locator, type Page } from '@playwright/test';
import { type ApiCaptain, registerCaptainViaApi } from './accounts.ts';
import { type ApiMethod, apiCall } from './api.ts';
import { grantPremium } from './premium.ts';

/** A JSON call to the app's API as this captain; fails the test on any status but `expected`. */
export function captainApi<T>(
  captain: ApiCaptain,
  method: ApiMethod,
  pathname: string,
  body: unknown,
  expected: number,
): Promise<T> {
  return apiCall<T>(captain.token, method, pathname, body, expected);
}

/** The captain profile that step 1 of the trip form fills itself from. */
export const tripCaptainProfile = {
  first_name: 'Łukasz',
  last_name: 'Żółć',
  phone: '+48 600 100 200',
  license_type: 'pzz-kj',
  license_number: 'KJ-1234',
  other_license: '',
} as const;

/** POST /api/captain-profile with `tripCaptainProfile` (or the given changes). */
export async function fillCaptainProfile(captain: ApiCaptain, changes: Record<string, unknown> = {}) {
  await captainApi(captain, 'POST', '/api/captain-profile', { ...tripCaptainProfile, ...changes }, 200);
}

/** A fresh captain account with premium granted by the operator command, optionally with a filled profile. */
export async function premiumCaptain(options: { profile?: boolean } = {}): Promise<ApiCaptain> {
  const captain = await registerCaptainViaApi();
  grantPremium(captain.email);
  if (options.profile) await fillCaptainProfile(captain);
  return captain;
}

export interface YachtBody {
  name: string;
  registration_number: string;
  home_port: string;
  hull_length: string;
  engines_count: string;
  engine_power: string;
}

/** The trip body's yacht as a yacht of the fleet, under a registration of the test's own. */
export function zawiszaCzarny(registration: string): YachtBody {
  return {
    name: 'Zawisza Czarny',
    registration_number: registration,
    home_port: 'Gdynia',
    hull_length: '42.7',
    engines_count: '1',
    engine_power: '220.5',
  };
}

/** POST /api/yachts (needs premium): a yacht the trip form's yacht search can find. */
export async function createYachtViaApi(captain: ApiCaptain, yacht: YachtBody) {
  return (await captainApi<{ data: { id: number } }>(captain, 'POST', '/api/yachts', yacht, 201)).data;
}

/**
 * A complete trip in the API's first reading, in 2099 so it starts as planned: two visited ports (one tidal)
 * and two crew members (one with its own function).
 */
export function tripBody(overrides: Record<string, unknown> = {}) {
  return {
    captain: {
      first_name: 'Łukasz',
      last_name: 'Żółć',
      email: 'lukasz@example.com',
      phone: '+48 600 100 200',
      license_type: 'pzz-kj',
      license_number: 'KJ-1234',
      other_license: '',
    },
    yacht_name: 'Zawisza Czarny',
    registration_number: 'POL-1234',
    home_port: 'Gdynia',
    hull_length: '42.7',
    engines_count: '1',
    engine_power: '220.5',
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: false,
    disembarkation_port: 'Świnoujście',
    is_disembarkation_tidal_port: false,
    visited_ports: [
      { name: 'Bornholm', is_tidal: false },
      { name: 'Dover', is_tidal: true },
    ],
    distance: '412.5',
    embarkation_date: '2099-07-01',
    disembarkation_date: '2099-07-08',
    sailing_hours: '96',
    engine_hours: '12.5',
    mooring_hours: '40',
    tidal_hours: '6',
    logbook_number: 'LB/2099/7',
    captain_notes: 'Sztorm 8°B na Ławicy Słupskiej.',
    crew_members: [
      {
        full_name: 'Anna Wiśniewska',
        email: 'anna@example.com',
        phone: '+48 500 000 001',
        role: 'first_officer',
        other_role: '',
        license_type: 'pzz-jsm',
        other_license: '',
        license_number: 'JSM-77',
        captain_opinion: 'positive',
        performance: 'very_good',
        seasickness: 'none',
        resistance: 'good',
        captain_notes: 'Pewna ręka przy sterze.',
      },
      {
        full_name: 'Piotr Nowak',
        email: '',
        phone: '',
        role: '_other',
        other_role: 'Kuk',
        license_type: '',
        other_license: '',
        license_number: '',
        captain_opinion: 'positive',
        performance: 'good',
        seasickness: 'mild',
        resistance: 'sufficient',
        captain_notes: '',
      },
    ],
    ...overrides,
  };
}

export interface ServedTrip {
  id: number;
  status: string;
  yacht_name: string;
  [field: string]: unknown;
}

/** POST /api/sailing-trips (needs premium); returns the trip as served. */
export async function createTripViaApi(captain: ApiCaptain, overrides: Record<string, unknown> = {}) {
  const answer = await captainApi<{ sailing_trip: ServedTrip }>(
    captain,
    'POST',
    '/api/sailing-trips',
    tripBody(overrides),
    201,
  );
  return answer.sailing_trip;
}

/** A unique-looking registration number, so a search in a parallel test never meets another captain's trip. */
export function uniqueRegistration(prefix: string) {
  return `${prefix}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

/** A Mantine select: open it by its label, then pick the option (its list opens in a portal on the page). */
export async function chooseOption(scope: Page | Locator, label: string, option: string) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label, exact: true })).toHaveValue(option);
}

/** The heading of the trip form's open step ("Captain", "Yacht", "Cruise details", "Crew", "Summary"). */
export function stepHeading(page: Page, title: string) {
  return page.getByRole('heading', { level: 2, name: title, exact: true });
}
