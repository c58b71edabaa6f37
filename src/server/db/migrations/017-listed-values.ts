import type { Kysely } from 'kysely';
import { storedEnrolmentStatuses } from '#domain/enrolment-status.ts';
import { languages } from '#domain/language.ts';
import { licenceTypes } from '#domain/licence.ts';
import {
  invoiceTypes,
  paymentProviders,
  subscriptionSources,
  subscriptionStates,
} from '#domain/subscription.ts';
import {
  captainOpinions,
  crewLicenceTypes,
  crewRoles,
  performanceGrades,
  resistanceGrades,
  seasicknessLevels,
  tripStatuses,
} from '#domain/trip-enums.ts';
import type { Dialect } from '../dialect.ts';
import { addListCheck, dropListCheck, type ListedColumn, offListValues } from '../list-checks.ts';

/**
 * Every column whose values the API takes from a list, with that list as the API's schemas have it (imported,
 * not copied). A list that changes later needs a migration that drops and adds its column's check again
 * (list-checks.ts); the test of this migration fails until it has one. Empty text is listed where the API
 * stores it for "none": a crew member without a licence, a captain profile not filled in yet.
 */
export const listedColumns: readonly ListedColumn[] = [
  { table: 'trips', column: 'status', values: tripStatuses },
  { table: 'trips', column: 'captain_license_type', values: licenceTypes },
  { table: 'trip_crew_members', column: 'role', values: crewRoles },
  { table: 'trip_crew_members', column: 'license_type', values: ['', ...crewLicenceTypes] },
  { table: 'trip_crew_members', column: 'captain_opinion', values: captainOpinions },
  { table: 'trip_crew_members', column: 'performance', values: performanceGrades },
  { table: 'trip_crew_members', column: 'seasickness', values: seasicknessLevels },
  { table: 'trip_crew_members', column: 'resistance', values: resistanceGrades },
  { table: 'captain_profiles', column: 'license_type', values: ['', ...licenceTypes] },
  { table: 'enrolments', column: 'status', values: storedEnrolmentStatuses },
  { table: 'subscriptions', column: 'source', values: subscriptionSources },
  { table: 'subscriptions', column: 'status', values: subscriptionStates },
  { table: 'subscriptions', column: 'payment_provider', values: paymentProviders },
  { table: 'retained_payments', column: 'status', values: subscriptionStates },
  { table: 'retained_payments', column: 'payment_provider', values: paymentProviders },
  { table: 'retained_payments', column: 'invoice_type', values: invoiceTypes },
  { table: 'cv_links', column: 'language', values: languages },
];

/**
 * The database refuses what the API refuses: a value off its column's list fails the insert or update
 * (PostgreSQL: CHECK constraints; SQLite: triggers, see list-checks.ts).
 *
 * Rows already holding a value off a list stop the migration before it changes anything, with every such
 * value, its column and how many rows hold it. None of these columns has a neutral value to map to: a crew
 * member's assessment or a licence is what the captain signed on a document, so the operator decides, with
 * the queries in docs/operations.md ("Values the app does not accept"), and starts the app again.
 */
export function listedValuesMigration(dialect: Dialect) {
  const inOneTransaction = async (db: Kysely<unknown>, change: (db: Kysely<unknown>) => Promise<void>) =>
    // The migrator runs PostgreSQL's migrations in a transaction of its own; SQLite's are not.
    dialect === 'sqlite' ? db.transaction().execute(change) : change(db);
  return {
    async up(db: Kysely<unknown>) {
      const offList = await offListValues(db, listedColumns);
      if (offList.length > 0) {
        const lines = offList.map(
          ({ table, column, value, rows }) =>
            `  ${table}.${column} = ${JSON.stringify(value)} (${rows} ${rows === 1 ? 'row' : 'rows'})`,
        );
        throw new Error(
          [
            'Migration 017-listed-values changed nothing: these rows hold values the app does not accept.',
            ...lines,
            'Set each to a listed value (docs/operations.md, "Values the app does not accept") and start again.',
          ].join('\n'),
        );
      }
      await inOneTransaction(db, async (trx) => {
        for (const listed of listedColumns) await addListCheck(trx, dialect, listed);
      });
    },
    async down(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        for (const listed of listedColumns) await dropListCheck(trx, dialect, listed);
      });
    },
  };
}
