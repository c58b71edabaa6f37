import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL cannot store the NUL character in text ("invalid byte sequence for encoding UTF8: 0x00"), so a
 * body, query or path carrying one would end in a 500 there (and be stored on SQLite). No form can type it:
 * it is refused up front with 400, the same on both databases. Registered before the routes.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new HttpError(400, 'errors.bad_request');
    }
  });
}
