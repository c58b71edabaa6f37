import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('planned trips and enrolments in the OpenAPI document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('documents every call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/planned-sailing-trips',
        '/api/planned-sailing-trips/{id}',
        '/api/planned-sailing-trips/{id}/enrolments/{enrolmentId}',
        '/api/student/planned-sailing-trips',
        '/api/student/planned-sailing-trips/{id}',
        '/api/student/planned-sailing-trips/{id}/enrolment',
        '/api/student/enrolments',
      ]),
    );
  });
});
