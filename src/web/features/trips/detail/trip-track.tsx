import { lazy, Suspense } from 'react';
import type { Trip } from '#domain/trip.ts';
import { loadCatalogueSection } from '../../../lib/i18n.ts';
import { TripLoading } from './detail-parts.tsx';

// The sketch, its texts and its geometry load only for a trip that has a track, never with the first page.
const TrackSection = lazy(async () => {
  const [module] = await Promise.all([
    import('./track/track-section.tsx'),
    loadCatalogueSection('track_sketch'),
  ]);
  return { default: module.TrackSection };
});

/** The route drawn from the trip's track, when it has one. */
export function TripTrack({ trip }: { trip: Trip }) {
  if (!trip.has_track) return null;
  return (
    <Suspense fallback={<TripLoading />}>
      <TrackSection trip={trip} />
    </Suspense>
  );
}
