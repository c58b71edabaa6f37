import { NotFoundError } from './errors.ts';

/** The largest id a column of type integer holds in PostgreSQL; a larger one cannot name anything. */
const maxId = 2_147_483_647;

/** An id from the path: a positive integer, or the object does not exist (404, not 422). */
export function pathId(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(id <= maxId)) throw new NotFoundError();
  return id;
}
