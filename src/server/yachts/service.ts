import { type Yacht, type YachtInput, yachtLimit, yachtSearchMinLength } from '#domain/yacht.ts';
import { NotFoundError, UnprocessableError } from '../http/errors.ts';
import type { YachtRow, YachtsRepository, YachtValues } from './repository.ts';

/** At most this many hits from a search (the trip form's yacht picker). */
export const yachtSearchLimit = 20;

/** Longer than any stored name or registration number can match, so such a term finds nothing. */
const yachtSearchMaxLength = 100;

/** Stored integers back to the numbers as entered: centimetres -> metres, tenths of a kW -> kW. */
export function toYacht(row: YachtRow): Yacht {
  return {
    id: row.id,
    name: row.name,
    registration_number: row.registration_number,
    home_port: row.home_port,
    hull_length: Number(row.hull_length_cm) / 100,
    engines_count: Number(row.engines_count),
    engine_power: Number(row.engine_power_dkw) / 10,
    type: row.type,
    owner_name: row.owner_name,
    owner_address: row.owner_address,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toValues(input: YachtInput): YachtValues {
  return {
    name: input.name,
    registration_number: input.registration_number,
    home_port: input.home_port,
    hull_length_cm: Math.round(input.hull_length * 100),
    engines_count: Math.round(input.engines_count),
    engine_power_dkw: Math.round(input.engine_power * 10),
    type: input.type,
    owner_name: input.owner_name,
    owner_address: input.owner_address,
  };
}

/** A captain's fleet; another captain's yacht is reported as not found, never as forbidden. */
export function yachtsService(yachts: YachtsRepository) {
  return {
    async list(userId: number): Promise<Yacht[]> {
      return (await yachts.listOf(userId)).map(toYacht);
    },

    async search(userId: number, term: string): Promise<Yacht[]> {
      const trimmed = term.trim();
      if (trimmed.length < yachtSearchMinLength || trimmed.length > yachtSearchMaxLength) return [];
      return (await yachts.search(userId, trimmed, yachtSearchLimit)).map(toYacht);
    },

    async get(userId: number, id: number): Promise<Yacht> {
      const row = await yachts.find(userId, id);
      if (!row) throw new NotFoundError();
      return toYacht(row);
    },

    async create(userId: number, input: YachtInput): Promise<Yacht> {
      const row = await yachts.insertWithin(userId, toValues(input), yachtLimit);
      if (!row) {
        throw new UnprocessableError(
          'yachts.limit_reached',
          { name: 'yachts.limit_reached' },
          { limit: yachtLimit },
        );
      }
      return toYacht(row);
    },

    async update(userId: number, id: number, input: YachtInput): Promise<Yacht> {
      const row = await yachts.update(userId, id, toValues(input));
      if (!row) throw new NotFoundError();
      return toYacht(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await yachts.remove(userId, id))) throw new NotFoundError();
    },
  };
}

export type YachtsService = ReturnType<typeof yachtsService>;
