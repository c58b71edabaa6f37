import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, YachtsTable } from '../db/schema.ts';

export type YachtRow = Omit<YachtsTable, 'id' | 'user_id'> & { id: number };

/** What a create or edit writes; the decimals already as integers (centimetres, tenths of a kW). */
export interface YachtValues {
  name: string;
  registration_number: string;
  home_port: string;
  hull_length_cm: number;
  engines_count: number;
  engine_power_dkw: number;
  type: string;
  owner_name: string;
  owner_address: string;
}

const columns = [
  'id',
  'name',
  'registration_number',
  'home_port',
  'hull_length_cm',
  'engines_count',
  'engine_power_dkw',
  'type',
  'owner_name',
  'owner_address',
  'created_at',
  'updated_at',
] as const;

/** `%` and `_` (and the escape character itself) in a user's term match only themselves. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function containsTerm(
  eb: ExpressionBuilder<Database, 'yachts'>,
  column: 'name' | 'registration_number',
  pattern: string,
) {
  return sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`;
}

/** A captain's yachts; every query is keyed by the logged-in captain's user id. */
export function yachtsRepository(db: Db) {
  return {
    listOf(userId: number): Promise<YachtRow[]> {
      return db
        .selectFrom('yachts')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
    },

    search(userId: number, term: string, limit: number): Promise<YachtRow[]> {
      const pattern = likePattern(term);
      return db
        .selectFrom('yachts')
        .select(columns)
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([containsTerm(eb, 'name', pattern), containsTerm(eb, 'registration_number', pattern)]),
        )
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    find(userId: number, id: number): Promise<YachtRow | undefined> {
      return db
        .selectFrom('yachts')
        .select(columns)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Inserts a yacht unless the captain already has `limit`; undefined when the limit is reached. The no-op
     * update of the captain's row locks it (a row lock in PostgreSQL, the write lock in SQLite), so two
     * simultaneous creates cannot both pass the count.
     */
    insertWithin(userId: number, values: YachtValues, limit: number): Promise<YachtRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', '=', userId)
          .execute();
        const { count } = await trx
          .selectFrom('yachts')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= limit) return undefined;
        const now = new Date().toISOString();
        return trx
          .insertInto('yachts')
          .values({ user_id: userId, ...values, created_at: now, updated_at: now })
          .returning(columns)
          .executeTakeFirstOrThrow();
      });
    },

    update(userId: number, id: number, values: YachtValues): Promise<YachtRow | undefined> {
      return db
        .updateTable('yachts')
        .set({ ...values, updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst();
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('yachts')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type YachtsRepository = ReturnType<typeof yachtsRepository>;
