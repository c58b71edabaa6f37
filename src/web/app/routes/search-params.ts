import type { ValidatorAdapter } from '@tanstack/react-router';

/** Reads one search value; what it cannot read becomes its fallback (usually undefined), never an error page. */
type SearchReader<T> = (value: unknown) => T;
type Readers = Record<string, SearchReader<unknown>>;
type SearchOf<R extends Readers> = { [K in keyof R]: ReturnType<R[K]> };

/**
 * A route's search validator built from one reader per key; every key may be left out when linking. Plain functions rather than zod schemas: the route tree is part of the first page,
 * and zod loads only with the pages that need it.
 */
export function searchParams<R extends Readers>(
  readers: R,
): ValidatorAdapter<Partial<SearchOf<R>>, SearchOf<R>> {
  return {
    types: undefined as unknown as { input: Partial<SearchOf<R>>; output: SearchOf<R> },
    parse: (input) => {
      const search = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
      const read: Record<string, unknown> = {};
      // Every key is set, undefined included: the router lays the validated values over the raw search, so a
      // key left out would keep its raw, unchecked value.
      for (const [key, reader] of Object.entries(readers)) read[key] = reader(search[key]);
      return read as SearchOf<R>;
    },
  };
}

/** Search values arrive JSON-parsed, so an all-digit value is a number: read it back as text. */
export const optionalText: SearchReader<string | undefined> = (value) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** A whole number above zero, given as a number or as digits. */
export const optionalPositiveInteger: SearchReader<number | undefined> = (value) => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** One of the given values, or undefined. */
export const optionalOneOf =
  <T extends string | number>(values: readonly T[]): SearchReader<T | undefined> =>
  (value) =>
    values.find((candidate) => candidate === value);

/** One of the given values, or the fallback. */
export const oneOf =
  <T extends string>(values: readonly T[], fallback: T): SearchReader<T> =>
  (value) =>
    optionalOneOf(values)(value) ?? fallback;

/** A password reset link: the token in the path or as ?token=, the account's e-mail in ?email=. */
export const resetLinkSearchSchema = searchParams({ token: optionalText, email: optionalText });
