import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('trip export and import template in the OpenAPI document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists both downloads under trips, behind the bearer login, with their formats', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const exported = document.paths['/api/sailing-trips/export'].get;
    const template = document.paths['/api/sailing-trips/import/template'].get;
    for (const operation of [exported, template]) {
      expect(operation.tags).toEqual(['trips']);
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.description).toContain('attachment');
    }
    const parameter = (
      operation: { parameters: { name: string; schema: { enum?: string[] } }[] },
      name: string,
    ) => operation.parameters.find((entry) => entry.name === name)?.schema.enum;
    expect(parameter(exported, 'format')).toEqual(['csv', 'xlsx', 'json']);
    expect(parameter(exported, 'part')).toEqual(['trips', 'crew']);
    expect(parameter(template, 'format')).toEqual(['csv', 'xlsx']);
    expect(exported.description).toContain('Content-Disposition: attachment');
  });
});
