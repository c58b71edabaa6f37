/** The planned-trips list: where the Premium pages send a captain without Premium (?error=premium_required). */
export const plannedTripsListPath = '/planned-sailing-trips';
