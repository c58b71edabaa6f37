import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, createTrip, newCaptain } from '../trips/test-support.ts';
import { portsRepository } from './repository.ts';
import { type PortsService, portsService } from './service.ts';

/** Degrees of latitude for a distance in nautical miles (a minute of latitude is a mile). */
const north = (miles: number) => miles / 60;

// Bundled harbours used below: Ronne (Bornholm) 55.1 N 14.7 E and Gdynia 54.5333 N 18.55 E, both not tidal.
describe('naming a stop (portsService.nameStop)', () => {
  let t: TestApp;
  let ports: PortsService;
  let captain: Captain;
  let other: Captain;
  /** Puts a visited port where a track would have put it. */
  const place = (name: string, lat: number, lon: number) =>
    t.app.database.db.updateTable('trip_visited_ports').set({ lat, lon }).where('name', '=', name).execute();

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    ports = portsService(portsRepository(t.app.database.db));
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
    await createTrip(t, captain.token, {
      visited_ports: [
        { name: 'Marina Rønne Nord', is_tidal: true },
        { name: 'Kotwicowisko bez współrzędnych', is_tidal: false },
      ],
    });
    await createTrip(t, other.token, { visited_ports: [{ name: 'Tajna kotwica', is_tidal: false }] });
    await place('Marina Rønne Nord', 55.1 + north(1), 14.7);
    await place('Tajna kotwica', 55.5, 17);
  });
  afterAll(async () => t.close());

  it('names a stop from the captain’s own port before a nearer bundled harbour', async () => {
    const owner = captain.id;
    expect(await ports.nameStop(owner, 55.1 + north(0.3), 14.7)).toEqual({
      name: 'Marina Rønne Nord',
      is_tidal: true,
    });
  });

  it('names a stop from the nearest bundled harbour within 1.5 Mm, and nothing beyond', async () => {
    const owner = captain.id;
    expect(await ports.nameStop(owner, 54.5333 - north(1.4), 18.55)).toEqual({
      name: 'Gdynia',
      is_tidal: false,
    });
    expect(await ports.nameStop(owner, 54.5333 - north(1.6), 18.55)).toBeUndefined();
    expect(await ports.nameStop(owner, 55.1 - north(1.6), 14.7)).toBeUndefined();
  });

  it('names a whole track’s stops in order, the same as one by one', async () => {
    const stops = [
      { lat: 55.1 + north(0.3), lon: 14.7 },
      { lat: 54.5333 - north(1.6), lon: 18.55 },
      { lat: 54.5333 - north(1.4), lon: 18.55 },
    ];
    expect(await ports.nameStops(captain.id, stops)).toEqual([
      { name: 'Marina Rønne Nord', is_tidal: true },
      undefined,
      { name: 'Gdynia', is_tidal: false },
    ]);
    expect(await ports.nameStops(captain.id, [])).toEqual([]);
  });

  it('never names a stop from another captain’s port', async () => {
    expect(await ports.nameStop(captain.id, 55.5, 17)).toBeUndefined();
    expect(await ports.nameStop(other.id, 55.5, 17)).toEqual({ name: 'Tajna kotwica', is_tidal: false });
  });
});
