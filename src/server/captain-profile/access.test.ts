import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import {
  bearer,
  createProfileTestApp,
  registerCaptain,
  registerStudent,
  validProfile as valid,
} from './test-support.ts';

describe('captain profile: who may call it', () => {
  let t: TestApp;
  const routes = [
    ['GET', '/api/captain-profile'],
    ['POST', '/api/captain-profile'],
    ['POST', '/api/captain-profile/change-password'],
    ['GET', '/api/captain-profile/logo'],
    ['POST', '/api/captain-profile/logo'],
    ['DELETE', '/api/captain-profile/logo'],
  ] as const;

  beforeAll(async () => {
    t = await createProfileTestApp();
  });
  afterAll(async () => t.close());

  it.each(routes)(
    '%s %s answers 401 without a token or with an unknown one, whatever the body',
    async (method, url) => {
      for (const headers of [{}, bearer('not-a-real-token'), { authorization: 'Basic abc' }]) {
        const response = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          success: false,
          message: 'Please log in to continue.',
          request_id: expect.any(String),
        });
      }
    },
  );

  it.each(routes)('%s %s answers 403 to a student', async (method, url) => {
    const student = await registerStudent(t);
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(student),
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
  });

  it('shows and changes only the logged-in captain’s own profile', async () => {
    const a = await registerCaptain(t, 'Adam Abacki');
    const b = await registerCaptain(t, 'Beata Babacka');
    const updateA = await t.app.inject({
      method: 'POST',
      url: '/api/captain-profile',
      headers: bearer(a.token),
      payload: { ...valid, first_name: 'Adam' },
    });
    expect(updateA.statusCode).toBe(200);

    const updateB = await t.app.inject({
      method: 'POST',
      url: '/api/captain-profile',
      headers: bearer(b.token),
      payload: { ...valid, first_name: 'Beata', license_number: 'B-1' },
    });
    expect(updateB.json().captain_profile).toMatchObject({ first_name: 'Beata', email: b.email });

    const profileA = await t.app.inject({
      method: 'GET',
      url: '/api/captain-profile',
      headers: bearer(a.token),
    });
    expect(profileA.json().captain_profile).toMatchObject({
      first_name: 'Adam',
      license_number: valid.license_number,
      email: a.email,
    });
  });
});
