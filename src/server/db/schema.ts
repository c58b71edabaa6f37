import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 and timestamps as ISO text, so one schema serves SQLite and PostgreSQL. */
export interface PlansTable {
  id: Generated<number>;
  name: string;
  amount_minor: number;
  currency: string;
  duration_days: number;
  is_active: number;
  created_at: string;
}

export interface Database {
  plans: PlansTable;
}
