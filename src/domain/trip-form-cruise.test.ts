import { describe, expect, it } from 'vitest';
import { emptyTripForm, stepErrors, type TripFormValues } from './trip-form.ts';
import { validTripForm } from './trip-test-support.ts';

/** Step 3 of the trip form, Cruise details. */
const errors = (overrides: Partial<TripFormValues>) => stepErrors(3, validTripForm(overrides));

describe('step 3, Cruise details: required fields', () => {
  it('requires both ports and both dates; the default "0" numbers are valid', () => {
    expect(stepErrors(3, emptyTripForm())).toEqual({
      embarkationPort: 'trips.form.embarkation_port_required',
      disembarkationPort: 'trips.form.disembarkation_port_required',
      embarkationDate: 'trips.form.embarkation_date_required',
      disembarkationDate: 'trips.form.disembarkation_date_required',
    });
  });

  it('counts a port name of spaces as empty', () => {
    expect(errors({ embarkationPort: '  ', disembarkationPort: '\t' })).toEqual({
      embarkationPort: 'trips.form.embarkation_port_required',
      disembarkationPort: 'trips.form.disembarkation_port_required',
    });
  });

  it('accepts a valid trip with the tidal flags in any combination', () => {
    expect(errors({})).toEqual({});
    expect(errors({ isEmbarkationTidalPort: true, isDisembarkationTidalPort: false })).toEqual({});
  });

  it('leaves the logbook number and notes optional but limits their length', () => {
    expect(errors({ logbookNumber: '', captainNotes: '' })).toEqual({});
    expect(errors({ logbookNumber: 'l'.repeat(51), captainNotes: 'n'.repeat(5001) })).toEqual({
      logbookNumber: 'validation.too_long',
      captainNotes: 'validation.too_long',
    });
    expect(errors({ captainNotes: 'n'.repeat(5000) })).toEqual({});
  });

  it('limits the length of the port names', () => {
    expect(errors({ embarkationPort: 'p'.repeat(100) })).toEqual({});
    expect(errors({ embarkationPort: 'p'.repeat(101) })).toEqual({ embarkationPort: 'validation.too_long' });
  });
});

describe('step 3: distance and hours', () => {
  it('allows 0 for the distance and every kind of hours', () => {
    expect(
      errors({ distance: '0', sailingHours: '0', engineHours: '0', mooringHours: '0', tidalHours: '0' }),
    ).toEqual({});
  });

  it('requires the distance, sailing, engine and tidal hours (empty is not 0)', () => {
    expect(errors({ distance: '', sailingHours: '', engineHours: ' ', tidalHours: '' })).toEqual({
      distance: 'trips.form.distance_required',
      sailingHours: 'trips.form.sailing_hours_required',
      engineHours: 'trips.form.engine_hours_required',
      tidalHours: 'trips.form.tidal_hours_required',
    });
  });

  it('leaves the mooring hours optional', () => {
    expect(errors({ mooringHours: '' })).toEqual({});
    expect(errors({ mooringHours: '  ' })).toEqual({});
    expect(errors({ mooringHours: '12.5' })).toEqual({});
  });

  it('refuses negative numbers, mooring hours included', () => {
    expect(
      errors({
        distance: '-1',
        sailingHours: '-2',
        engineHours: '-0.5',
        mooringHours: '-3',
        tidalHours: '-1',
      }),
    ).toEqual({
      distance: 'validation.not_negative',
      sailingHours: 'validation.not_negative',
      engineHours: 'validation.not_negative',
      mooringHours: 'validation.not_negative',
      tidalHours: 'validation.not_negative',
    });
  });

  it('allows one decimal place for the distance, with a point or a comma', () => {
    expect(errors({ distance: '312,5' })).toEqual({});
    expect(errors({ distance: '312.55' })).toEqual({ distance: 'validation.decimals_1' });
  });

  it('allows two decimal places for every kind of hours, with a point or a comma', () => {
    expect(
      errors({ sailingHours: '7.5', engineHours: '12.25', mooringHours: '1,25', tidalHours: '0.05' }),
    ).toEqual({});
    expect(
      errors({ sailingHours: '7.125', engineHours: '12,255', mooringHours: '0.001', tidalHours: '1.999' }),
    ).toEqual({
      sailingHours: 'validation.hours_decimals',
      engineHours: 'validation.hours_decimals',
      mooringHours: 'validation.hours_decimals',
      tidalHours: 'validation.hours_decimals',
    });
  });

  it('takes hours as h:mm, and refuses minutes of 60 or more', () => {
    expect(
      errors({ sailingHours: '12:15', engineHours: '0:45', mooringHours: '100:00', tidalHours: ' 1:20 ' }),
    ).toEqual({});
    expect(errors({ sailingHours: '12:60', engineHours: '1:99', mooringHours: '0:75' })).toEqual({
      sailingHours: 'validation.hours_minutes',
      engineHours: 'validation.hours_minutes',
      mooringHours: 'validation.hours_minutes',
    });
    // Minutes need two digits; a sign or seconds are not hours.
    expect(errors({ sailingHours: '12:5', engineHours: '-1:30', tidalHours: '1:30:00' })).toEqual({
      sailingHours: 'validation.hours_invalid',
      engineHours: 'validation.hours_invalid',
      tidalHours: 'validation.hours_invalid',
    });
  });

  it('refuses text that is not a number', () => {
    expect(errors({ distance: '12 Mm', mooringHours: 'many', engineHours: '12h' })).toEqual({
      distance: 'validation.number_invalid',
      mooringHours: 'validation.hours_invalid',
      engineHours: 'validation.hours_invalid',
    });
  });
});

describe('step 3: dates', () => {
  it('refuses a date that does not exist or is not YYYY-MM-DD', () => {
    expect(errors({ embarkationDate: '2026-02-30', disembarkationDate: '08.05.2026' })).toEqual({
      embarkationDate: 'trips.form.date_invalid',
      disembarkationDate: 'trips.form.date_invalid',
    });
  });

  it("refuses an end before the start on the end date ('End date must be after start date')", () => {
    expect(errors({ embarkationDate: '2026-05-08', disembarkationDate: '2026-05-07' })).toEqual({
      disembarkationDate: 'trips.form.end_before_start',
    });
    expect(errors({ embarkationDate: '2026-01-02', disembarkationDate: '2025-12-31' })).toEqual({
      disembarkationDate: 'trips.form.end_before_start',
    });
  });

  it('allows a trip that ends on the day it starts', () => {
    expect(errors({ embarkationDate: '2026-05-08', disembarkationDate: '2026-05-08' })).toEqual({});
  });

  it('marks a reversed end date together with the other errors of the step', () => {
    expect(
      errors({
        disembarkationPort: '',
        distance: '',
        embarkationDate: '2026-05-08',
        disembarkationDate: '2026-05-01',
      }),
    ).toEqual({
      disembarkationPort: 'trips.form.disembarkation_port_required',
      distance: 'trips.form.distance_required',
      disembarkationDate: 'trips.form.end_before_start',
    });
  });

  it('does not compare a date that is not valid', () => {
    expect(errors({ embarkationDate: '2026-13-01', disembarkationDate: '2026-05-01' })).toEqual({
      embarkationDate: 'trips.form.date_invalid',
    });
    expect(errors({ embarkationDate: '2026-05-08', disembarkationDate: '' })).toEqual({
      disembarkationDate: 'trips.form.disembarkation_date_required',
    });
  });
});

describe('step 3: visited ports', () => {
  it('allows rows with empty names (they are dropped on submit)', () => {
    expect(errors({ visitedPorts: [{ name: '', isTidalPort: false }] })).toEqual({});
    expect(
      errors({
        visitedPorts: [
          { name: 'Hel', isTidalPort: false },
          { name: '', isTidalPort: true },
          { name: '  ', isTidalPort: false },
        ],
      }),
    ).toEqual({});
    expect(errors({ visitedPorts: [] })).toEqual({});
  });

  it('keeps the dates of a loaded port but checks them', () => {
    expect(
      errors({
        visitedPorts: [{ name: 'Hel', isTidalPort: false, arrivalDate: '2026-05-02', departureDate: null }],
      }),
    ).toEqual({});
    expect(
      errors({ visitedPorts: [{ name: 'Hel', isTidalPort: false, arrivalDate: '2026-02-30' }] }),
    ).toEqual({
      'visitedPorts.0.arrivalDate': 'trips.form.date_invalid',
    });
  });

  it('limits the length of a port name, naming the row', () => {
    expect(
      errors({
        visitedPorts: [
          { name: 'Hel', isTidalPort: false },
          { name: 'p'.repeat(101), isTidalPort: false },
        ],
      }),
    ).toEqual({ 'visitedPorts.1.name': 'validation.too_long' });
  });

  it('allows at most 50 rows', () => {
    const ports = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `Port ${index}`, isTidalPort: false }));
    expect(errors({ visitedPorts: ports(50) })).toEqual({});
    expect(errors({ visitedPorts: ports(51) })).toEqual({ visitedPorts: 'validation.too_many' });
  });
});
