import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '#domain/validation.ts';
import { ServedAnswer } from './list-cache.ts';
import { sendServedAnswer } from './served-reply.ts';

// The trip list is serialised, checked and compressed once (list-cache.ts) and sent as bytes from a route that
// still declares its response schema (for OpenAPI). That relies on Fastify and fastify-type-provider-zod sending a
// Buffer as it is, past the route's serializer, and leaving a content-encoding set by the route alone. When an
// upgrade changes that, this fails: re-measure (bench/README.md, "Libraries' internals") and adapt served-reply.ts.
describe('a served list sent as bytes', () => {
  const app = Fastify();
  let serialized = 0;
  const list = new ServedAnswer(Buffer.from(JSON.stringify({ success: true, trips: ['Żagiel', 'Łeba'] })));

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler((route) => {
      const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
      return (data) => {
        serialized += 1;
        return serialize(data);
      };
    });
    app.get(
      '/list',
      // A schema the list's bytes would fail, were they checked again.
      { schema: { response: { 200: z.object({ success: z.literal(true), count: z.number() }) } } },
      async (request, reply) => sendServedAnswer(request, reply, list),
    );
    await app.ready();
  });
  afterAll(async () => app.close());

  it('goes out byte for byte, past the route serializer, compressed as the route set', async () => {
    const plain = await app.inject({ method: 'GET', url: '/list' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.equals(list.body)).toBe(true);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(list.body.length);

    const br = await app.inject({ method: 'GET', url: '/list', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(await list.encodedAs('br'))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(list.body)).toBe(true);

    const unchanged = await app.inject({
      method: 'GET',
      url: '/list',
      headers: { 'if-none-match': list.etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(serialized).toBe(0);
  });

  it('keeps each compressed form once: the second request gets the very same bytes', async () => {
    expect(await list.encodedAs('gzip')).toBe(await list.encodedAs('gzip'));
  });
});
