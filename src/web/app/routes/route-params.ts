import { notFound } from '@tanstack/react-router';

/** A yacht, trip or planned-trip id is a positive whole number; anything else is the not-found page. */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
    return { id };
  },
  stringify: ({ id }: { id: string }) => ({ id }),
};
