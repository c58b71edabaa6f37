import { notFound } from '@tanstack/react-router';
import { z } from '#domain/validation.ts';

/** A yacht, trip or planned-trip id is a positive whole number; anything else is the not-found page. */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
    return { id };
  },
  stringify: ({ id }: { id: string }) => ({ id }),
};

/** Search values arrive JSON-parsed, so an all-digit value is a number: read it back as text. */
export const searchText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .optional()
  .catch(undefined);
