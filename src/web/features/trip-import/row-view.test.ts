import { describe, expect, it } from 'vitest';
import { errorField, isoDateOf, numberOf, rowState } from './row-view.ts';
import { importRow } from './testing.ts';

describe('an import row as shown', () => {
  it('is ready, a skipped duplicate, or not imported when it has errors (also when it is a duplicate)', () => {
    expect(rowState(importRow(2))).toBe('ready');
    expect(rowState(importRow(3, { duplicate: true }))).toBe('duplicate');
    expect(rowState(importRow(4, { duplicate: true, errors: { distance: 'Too far' } }))).toBe('invalid');
  });

  it('names the column of an error path', () => {
    expect(errorField('disembarkation_date')).toBe('disembarkation_date');
    expect(errorField('captain.license_type')).toBe('captain_license_type');
    expect(errorField('visited_ports.2.name')).toBe('visited_ports');
  });

  it('reads dates and numbers only when they are ones', () => {
    const row = importRow(2, {
      trip: { embarkation_date: '31.02.2025', distance: 'lots', sailing_hours: '12.5' },
    });
    expect(isoDateOf(row, 'embarkation_date')).toBeNull();
    expect(numberOf(row, 'distance')).toBeNull();
    expect(numberOf(row, 'sailing_hours')).toBe(12.5);
    expect(isoDateOf(importRow(2), 'embarkation_date')).toBe('2026-07-01');
  });
});
