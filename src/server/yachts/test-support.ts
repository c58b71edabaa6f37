import type { LightMyRequestResponse } from 'fastify';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import { type RequestOptions, registerCaptain } from '../testing/accounts.ts';
import type { TestApp } from '../testing/test-app.ts';

export const validYacht = {
  name: 'Zawisza',
  registration_number: 'POL-1234',
  home_port: 'Gdynia',
  hull_length: '12.34',
  engines_count: '2',
  engine_power: '55.5',
};

export interface Captain {
  id: number;
  token: string;
}

let counter = 0;

/** A new captain; with `premium`, 30 days granted through the ledger. */
export async function newCaptain(t: TestApp, premium: boolean): Promise<Captain> {
  counter += 1;
  const { user, token } = await registerCaptain(t, { email: `captain${counter}@example.com` });
  if (premium) await premiumLedger(subscriptionsRepository(t.app.database.db)).grant(user.id, 30, 'grant');
  return { id: user.id, token };
}

function headers(options: RequestOptions) {
  return {
    ...(options.language ? { 'accept-language': options.language } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: RequestOptions & { payload?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: headers(options),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

/** Creates a yacht through the API and returns its id. */
export async function createYacht(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', '/api/yachts', { token, payload: { ...validYacht, ...overrides } });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}
