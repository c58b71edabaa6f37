import type { StudentLogbookTrip } from '#domain/student-logbook.ts';

/** The captain as the student knows them: first and last name. */
export const captainName = ({ captain }: Pick<StudentLogbookTrip, 'captain'>) =>
  [captain.first_name, captain.last_name].filter((part) => part.trim()).join(' ');

/** Hours under way: under sail and under engine, as the captain's trip list counts them. */
export const hoursUnderWay = (trip: Pick<StudentLogbookTrip, 'sailing_hours' | 'engine_hours'>) =>
  trip.sailing_hours + trip.engine_hours;
