import { usersRepository } from '../auth/users-repository.ts';
import type { Db } from '../db/database.ts';
import { tripsRepository } from '../trips/repository.ts';
import { parseFlags, requireFlag, UsageError } from './arguments.ts';
import type { CommandOutput } from './output.ts';

/** trips:restore ID — brings a deleted trip back to its captain's logbook (the paid "reverse a deletion"). */
export async function restoreTrip(db: Db, out: CommandOutput, args: string[]) {
  const [idText, ...rest] = args;
  if (!idText || !/^[1-9]\d{0,9}$/.test(idText))
    throw new UsageError('Give the id of the deleted trip: trips:restore ID.');
  parseFlags(rest, []);
  if (!(await tripsRepository(db).restore(Number(idText)))) {
    throw new UsageError(`No deleted trip has the id ${idText}.`);
  }
  out.log(`Restored trip ${idText}; it is back in its captain's logbook.`);
}

/** trips:deleted --email E — a captain's deleted trips, to find the id to restore. */
export async function listDeletedTrips(db: Db, out: CommandOutput, args: string[]) {
  const flags = parseFlags(args, ['email']);
  const email = requireFlag(flags, 'email');
  const user = await usersRepository(db).findCredentialsByEmail(email);
  if (!user) throw new UsageError(`No captain account with the e-mail ${email}.`);
  const trips = await tripsRepository(db).deletedOf(user.id);
  if (trips.length === 0) out.log(`${user.email} has no deleted trips.`);
  for (const trip of trips) {
    out.log(
      `${trip.id}  ${trip.yacht_name}  ${trip.embarkation_port} -> ${trip.disembarkation_port}  ${trip.embarkation_date}  deleted ${trip.deleted_at?.slice(0, 16).replace('T', ' ')}`,
    );
  }
}
