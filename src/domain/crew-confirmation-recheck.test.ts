import { describe, expect, it } from 'vitest';
import {
  confirmationNeedsRecheck,
  crewRoleChanged,
  type MaterialTrip,
  materialChanges,
} from './crew-confirmation-recheck.ts';

const trip: MaterialTrip = {
  embarkation_date: '2026-07-01',
  disembarkation_date: '2026-07-08',
  sailing_hours: 96,
  engine_hours: 12.5,
  night_hours: 30,
  tidal_hours: 6,
  distance: 412.5,
  role_on_board: 'skipper',
  waters: 'sea',
  yacht_name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  hull_length: 42.7,
};
const officer = { role: 'first_officer', other_role: '' };

describe('materialChanges', () => {
  it('is empty for the same facts', () => {
    expect(materialChanges(trip, { ...trip })).toEqual([]);
  });

  it.each([
    ['embarkation_date', '2026-07-02'],
    ['disembarkation_date', '2026-07-09'],
    ['sailing_hours', 95],
    ['engine_hours', 13],
    ['night_hours', 0],
    ['tidal_hours', 0],
    ['distance', 400],
    ['role_on_board', 'first_officer'],
    ['waters', 'inland'],
    ['yacht_name', 'Dar Młodzieży'],
    ['registration_number', 'POL-9'],
    ['hull_length', 40],
  ] as const)('names %s when it changed', (field, value) => {
    expect(materialChanges(trip, { ...trip, [field]: value })).toEqual([field]);
  });

  it('lists every changed field in order', () => {
    expect(materialChanges(trip, { ...trip, distance: 1, embarkation_date: '2026-06-30' })).toEqual([
      'embarkation_date',
      'distance',
    ]);
  });
});

describe('crewRoleChanged', () => {
  it('sees another function', () => {
    expect(crewRoleChanged(officer, { role: 'crew', other_role: '' })).toBe(true);
  });

  it('reads the described function only for "_other"', () => {
    expect(
      crewRoleChanged({ role: '_other', other_role: 'Kuk' }, { role: '_other', other_role: 'Bosman' }),
    ).toBe(true);
    expect(
      crewRoleChanged({ role: '_other', other_role: 'Kuk' }, { role: '_other', other_role: ' Kuk ' }),
    ).toBe(false);
    expect(crewRoleChanged(officer, { role: 'first_officer', other_role: 'left over' })).toBe(false);
  });
});

describe('confirmationNeedsRecheck', () => {
  it('asks again after a material change or a change of the member’s own function', () => {
    expect(
      confirmationNeedsRecheck(
        { trip, member: officer },
        { trip: { ...trip, sailing_hours: 90 }, member: officer },
      ),
    ).toBe(true);
    expect(
      confirmationNeedsRecheck({ trip, member: officer }, { trip, member: { role: 'crew', other_role: '' } }),
    ).toBe(true);
  });

  it('keeps the answer when nothing that counts changed', () => {
    expect(
      confirmationNeedsRecheck({ trip, member: officer }, { trip: { ...trip }, member: { ...officer } }),
    ).toBe(false);
  });
});
