import type { Yacht } from '#domain/yacht.ts';

/** Case-insensitive match on name, registration number and home port. */
export function matchesYacht(yacht: Yacht, term: string) {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [yacht.name, yacht.registration_number, yacht.home_port].some((value) =>
    value.toLocaleLowerCase().includes(needle),
  );
}
