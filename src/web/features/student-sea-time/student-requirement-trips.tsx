import { AnchorLink } from '../../components/links.tsx';
import { RequirementTrips } from '../sea-time/requirement-trips.tsx';
import { useStudentLogbook } from '../student-logbook/api.ts';

/** A requirement's trips in the student's logbook, each a link to the trip's page there. */
export function StudentRequirementTrips({ tripIds }: { tripIds: readonly number[] }) {
  const logbook = useStudentLogbook();
  return (
    <RequirementTrips
      tripIds={tripIds}
      trips={logbook.data}
      loading={logbook.isPending}
      link={(id, name) => (
        <AnchorLink to="/student/logbook/$id" params={{ id: String(id) }}>
          {name}
        </AnchorLink>
      )}
    />
  );
}
