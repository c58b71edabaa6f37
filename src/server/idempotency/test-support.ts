import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';

export interface KeyedRequest {
  token: string;
  /** The Idempotency-Key header; left out when undefined. */
  key?: string;
  payload?: unknown;
  language?: string;
}

/** A request through app.inject with an optional Idempotency-Key. */
export function send(t: TestApp, method: 'POST' | 'DELETE', url: string, request: KeyedRequest) {
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${request.token}`,
      ...(request.key === undefined ? {} : { 'idempotency-key': request.key }),
      ...(request.language ? { 'accept-language': request.language } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
  });
}

export const newKey = () => randomUUID();

/** What a client sees of an answer: status, content type and body (the replay header is checked apart). */
export const seen = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  contentType: response.headers['content-type'],
  body: response.body,
});

/**
 * Exactly one of the answers is the first request's own (no replay header), it succeeded, and every other is
 * that answer again with `Idempotent-Replayed: true`. Returns the first answer.
 */
export function expectOneAnswerReplayed(answers: LightMyRequestResponse[]): LightMyRequestResponse {
  const firsts = answers.filter((answer) => answer.headers['idempotent-replayed'] === undefined);
  expect(firsts, answers.map((answer) => answer.body).join('\n')).toHaveLength(1);
  const first = firsts[0] as LightMyRequestResponse;
  expect(first.statusCode, first.body).toBeGreaterThanOrEqual(200);
  expect(first.statusCode).toBeLessThan(300);
  for (const answer of answers) {
    expect(seen(answer)).toEqual(seen(first));
    if (answer !== first) expect(answer.headers['idempotent-replayed']).toBe('true');
  }
  return first;
}

/** The key rows of an account, as stored. */
export function storedKeys(t: TestApp, ownerId: number) {
  return t.app.database.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('id')
    .execute();
}

/** Moves a key's first request back in time (the clock of the expiry and stale rules is created_at). */
export async function backdate(t: TestApp, key: string, ms: number) {
  await t.app.database.db
    .updateTable('idempotency_keys')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('idempotency_key', '=', key)
    .execute();
}

export const hourMs = 3600_000;
