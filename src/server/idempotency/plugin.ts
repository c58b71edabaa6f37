import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/database.ts';
import { sessionOf } from '../http/auth-guard.ts';
import { errorBody, UnprocessableError } from '../http/errors.ts';
import { requestTranslator } from '../http/messages.ts';
import { type IdempotencyStore, idempotencyStore } from './store.ts';

/** The request header a client sends with a create (a new UUID per form instance). */
export const keyHeader = 'Idempotency-Key';
/** Set on an answer that repeats the stored first answer instead of creating again. */
export const replayedHeader = 'Idempotent-Replayed';
/** RFC 9110 visible characters (VCHAR, 0x21-0x7E): no spaces, no control characters, nothing beyond ASCII. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyOptions {
  /** How long a repeat waits for a simultaneous first request before it answers 409. */
  waitMs: number;
  /** A pending key older than this belongs to a request that ended without a word (a killed process). */
  staleAfterMs: number;
  now: () => Date;
}

export const idempotencyDefaults: IdempotencyOptions = {
  waitMs: 15_000,
  staleAfterMs: 2 * 60_000,
  now: () => new Date(),
};

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: { store: IdempotencyStore; options: IdempotencyOptions };
  }
}

/** The key row a request claimed, until its answer is stored or the key released (onSend). */
const claims = new WeakMap<FastifyRequest, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON with object keys sorted at every level: the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same": method, route, path parameters, query and the body as sent. */
function requestHash(request: FastifyRequest): string {
  const { method, params, query, body } = request;
  const route = request.routeOptions.url;
  return createHash('sha256').update(canonicalJson({ method, route, params, query, body })).digest('hex');
}

function replay(
  reply: FastifyReply,
  answer: { statusCode: number; contentType: string | null; body: string },
) {
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.code(answer.statusCode).header(replayedHeader, 'true').send(answer.body);
}

/**
 * The opt-in of a create route: `preValidation: [premium, idempotent]` (after the session and premium checks).
 * Without the header nothing changes. With it, the first request claims the key and goes on; a repeat gets the
 * first successful answer again, waits while the first is still running, and is refused (422) when the key was
 * used for another request. Only 2xx answers are kept (see docs/decisions/007-idempotent-creates.md).
 */
export async function idempotent(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return;
  const key = Array.isArray(header) ? header.join(', ') : header;
  if (!keyPattern.test(key)) {
    throw new UnprocessableError('idempotency.key_invalid', { [keyHeader]: 'idempotency.key_invalid' });
  }
  const session = sessionOf(request);
  const owner = { kind: session.kind, id: session.ownerId };
  const { store, options } = this.idempotency;
  const hash = requestHash(request);
  const deadline = Date.now() + options.waitMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const claim = await store.claim(owner, key, hash, {
      now: options.now(),
      staleAfterMs: options.staleAfterMs,
    });
    switch (claim.outcome) {
      case 'claimed':
        claims.set(request, claim.id);
        return;
      case 'answered':
        return replay(reply, claim.answer);
      case 'mismatch':
        throw new UnprocessableError('idempotency.key_reused', { [keyHeader]: 'idempotency.key_reused' });
      case 'pending':
        if (Date.now() >= deadline) {
          return reply
            .code(409)
            .header('retry-after', '2')
            .send(errorBody(request, requestTranslator(request)('idempotency.in_progress')));
        }
        await sleep(pause);
    }
  }
}

/** Stores the claimed request's answer when it succeeded, and releases the key otherwise (onSend). */
async function settleClaim(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const id = claims.get(request);
  if (id === undefined) return payload;
  claims.delete(request);
  const { store, options } = this.idempotency;
  const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
  if (succeeded && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
    // Stored before the answer leaves: once the client has it, every repeat finds it.
    const contentType = reply.getHeader('content-type');
    await store.complete(
      id,
      {
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: payload.toString(),
      },
      options.now(),
    );
  } else {
    await store.release(id);
  }
  return payload;
}

/** True for a route that opted in with the `idempotent` hook (the OpenAPI description reads it too). */
export function isIdempotentRoute(route: Pick<RouteOptions, 'preValidation'>): boolean {
  return [route.preValidation].flat().includes(idempotent as never);
}

/**
 * Idempotent creates for the routes registered after this (it must come before them): the key store on the
 * app, and the onSend hook that settles a claimed key on exactly the routes that opted in.
 */
export function registerIdempotency(app: FastifyInstance, db: Db, options: Partial<IdempotencyOptions> = {}) {
  app.decorate('idempotency', {
    store: idempotencyStore(db),
    options: { ...idempotencyDefaults, ...options },
  });
  app.addHook('onRoute', (route) => {
    if (!isIdempotentRoute(route)) return;
    route.onSend = [...[route.onSend ?? []].flat(), settleClaim] as RouteOptions['onSend'];
  });
}
