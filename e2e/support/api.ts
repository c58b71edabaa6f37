import { expect } from '@playwright/test';

/** The app the global setup started. */
export function baseUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (the global setup starts the app)');
  return url;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call to the app's API with this login's token (or none); fails the test on any status but `expected`. */
export async function apiCall<T>(
  token: string | null,
  method: ApiMethod,
  pathname: string,
  body: unknown,
  expected: number,
): Promise<T> {
  const response = await fetch(`${baseUrl()}${pathname}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${pathname}: ${await response.clone().text()}`).toBe(expected);
  return (await response.json()) as T;
}
