/** Mean Earth radius in nautical miles (6,371 km); a stop is named from a port a mile or so away, so a sphere will do. */
const earthRadiusMm = 3440.065;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in nautical miles (haversine). */
export function distanceMm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMm * Math.asin(Math.min(1, Math.sqrt(a)));
}
