import { describe, expect, it } from 'vitest';
import { readServedTrip } from '#domain/trip.ts';
import { readImportFile } from './read-file.ts';
import { refusal } from './read-test-support.ts';

const served = readServedTrip({
  id: 7,
  yacht_name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  embarkation_port: 'Świnoujście',
  disembarkation_port: 'Łeba',
  embarkation_date: '2024-07-01',
  disembarkation_date: '2024-07-05',
  distance: 120.5,
  visited_ports: [{ name: 'Hel', is_tidal: false }],
  crew_members: [{ full_name: 'Anna Żółć', role: 'crew' }],
  created_at: '2024-07-06T10:00:00.000Z',
  updated_at: '2024-07-06T10:00:00.000Z',
});
const exported = (fields: Record<string, unknown>) =>
  Buffer.from(JSON.stringify({ format_version: 1, exported_at: '2026-11-26T10:00:00.000Z', ...fields }));

describe('the JSON export read back', () => {
  it('reads every trip as written, behind a BOM and spaces', async () => {
    const bytes = Buffer.concat([Buffer.from('\uFEFF  \n'), exported({ sailing_trips: [served, served] })]);
    expect(await readImportFile(bytes, 'logbook-trips-2026-11-26.json')).toEqual({
      format: 'json',
      file: { format_version: 1, exported_at: '2026-11-26T10:00:00.000Z', sailing_trips: [served, served] },
    });
  });

  it('fills out a trip the strict schema refuses instead of refusing the file, and keeps the trips in order', async () => {
    const { captain: _captain, passages: _passages, ...partial } = served;
    const read = await readImportFile(
      exported({ sailing_trips: [{ ...partial, distance: '12,5', crew: partial.crew_members }, 42, served] }),
      'a.json',
    );
    if (read.format !== 'json') throw new Error('not read as JSON');
    const [first, second, third] = read.file.sailing_trips;
    expect(first).toEqual({ ...served, distance: 12.5, captain: readServedTrip({}).captain, passages: [] });
    expect(second).toEqual(readServedTrip({}));
    expect(third).toEqual(served);
  });

  it('reads a file without format_version or exported_at as this version', async () => {
    const read = await readImportFile(Buffer.from(JSON.stringify({ sailing_trips: [] })), 'a.json');
    expect(read).toEqual({ format: 'json', file: { format_version: 1, exported_at: '', sailing_trips: [] } });
  });

  it('refuses broken JSON', async () => {
    expect(
      await refusal(
        Buffer.from('{"format_version": 1, "sailing_trips": [{"yacht_name": "Zawisza"'),
        'a.json',
      ),
    ).toEqual({
      reason: 'json_broken',
      values: {},
    });
  });

  it.each([
    ['an array', []],
    ['another object', { trips: [] }],
    ['sailing_trips that is no list', { sailing_trips: { 1: {} } }],
    ['an API answer without trips', { success: true, sailing_trip: {} }],
  ])('refuses %s as no export', async (_name, value) => {
    expect((await refusal(Buffer.from(JSON.stringify(value)), 'a.json')).reason).toBe('json_not_export');
  });

  it('refuses a file from a newer version, naming it', async () => {
    expect(await refusal(exported({ format_version: 2, sailing_trips: [] }), 'a.json')).toEqual({
      reason: 'json_newer_version',
      values: { version: 2 },
    });
  });

  it('takes 1000 trips and refuses 1001', async () => {
    const thousand = await readImportFile(exported({ sailing_trips: Array(1000).fill(served) }), 'a.json');
    expect(thousand.format === 'json' && thousand.file.sailing_trips.length).toBe(1000);
    expect(await refusal(exported({ sailing_trips: Array(1001).fill(served) }), 'a.json')).toEqual({
      reason: 'too_many_rows',
      values: { max: 1000 },
    });
  });
});
