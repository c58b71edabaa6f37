import { describe, expect, it } from 'vitest';
import type { CaptainStudent } from '#domain/invitation.ts';
import { emptyCrewMember, emptyTripForm } from '#domain/trip-form.ts';
import type { Yacht } from '#domain/yacht.ts';
import { findYachtByName, plannedTripToTripForm, studentToCrewMember } from './planned-trip-to-trip-form.ts';
import { enrolment, plannedTrip } from './testing.ts';

const yacht = (id: number, name: string): Yacht => ({
  id,
  name,
  registration_number: `POL-${id}`,
  home_port: 'Gdynia',
  hull_length: 42.7,
  engines_count: 1,
  engine_power: 250.5,
  type: '',
  owner_name: '',
  owner_address: '',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
});

describe('findYachtByName', () => {
  const fleet = [yacht(1, 'Mazurek'), yacht(2, 'Zawisza Czarny')];

  it('finds the yacht whatever the case and outer spaces', () => {
    expect(findYachtByName(fleet, '  zawisza CZARNY ')?.id).toBe(2);
  });

  it('finds nothing for another or an empty name', () => {
    expect(findYachtByName(fleet, 'Zawisza')).toBeNull();
    expect(findYachtByName(fleet, ' ')).toBeNull();
    expect(findYachtByName([], 'Mazurek')).toBeNull();
  });
});

describe('plannedTripToTripForm', () => {
  const accepted = [
    enrolment(1, 'accepted', 'Jan', 'Nowak'),
    enrolment(2, 'accepted', 'Ewa', 'Lis', {
      student: { id: 9, first_name: 'Ewa', last_name: '', email: '' },
    }),
  ];

  it('fills the route, dates and yacht name, and the accepted students as crew', () => {
    const values = plannedTripToTripForm(plannedTrip(), accepted);
    expect(values).toEqual({
      ...emptyTripForm(),
      yachtName: 'Zawisza Czarny',
      yachtType: 'Schooner',
      embarkationPort: 'Gdynia',
      disembarkationPort: 'Kołobrzeg',
      embarkationDate: '2026-05-01',
      disembarkationDate: '2026-05-08',
      crewMembers: [
        { ...emptyCrewMember(), fullName: 'Jan Nowak', email: 'jan@example.com', role: 'crew' },
        { ...emptyCrewMember(), fullName: 'Ewa', email: '', role: 'crew' },
      ],
    });
  });

  it("fills the yacht's registration, home port and measurements from the captain's yacht", () => {
    const values = plannedTripToTripForm(
      plannedTrip({ yacht_name: 'zawisza czarny' }),
      [],
      yacht(2, 'Zawisza Czarny'),
    );
    expect(values).toMatchObject({
      yachtName: 'Zawisza Czarny',
      registrationNumber: 'POL-2',
      homePort: 'Gdynia',
      hullLength: '42.7',
      enginesCount: '1',
      enginePower: '250.5',
      crewMembers: [],
    });
  });

  it("takes the type and owner from the captain's yacht, the planned trip's type when the yacht has none", () => {
    const owned = {
      ...yacht(2, 'Zawisza Czarny'),
      type: 'Bavaria Cruiser 46',
      owner_name: 'Jan Armator',
      owner_address: 'ul. Portowa 1\nGdynia',
    };
    expect(plannedTripToTripForm(plannedTrip(), [], owned)).toMatchObject({
      yachtType: 'Bavaria Cruiser 46',
      yachtOwnerName: 'Jan Armator',
      yachtOwnerAddress: 'ul. Portowa 1\nGdynia',
    });
    expect(plannedTripToTripForm(plannedTrip(), [], yacht(2, 'Zawisza Czarny'))).toMatchObject({
      yachtType: 'Schooner',
      yachtOwnerName: '',
    });
  });

  it('leaves the captain, hours and the assessments for the captain to fill in', () => {
    const values = plannedTripToTripForm(plannedTrip(), accepted);
    expect(values).toMatchObject({
      firstName: '',
      licenseType: '',
      distance: '0',
      visitedPorts: [{ name: '' }],
    });
    expect(values.crewMembers[0]).toMatchObject({ captainOpinion: '', performance: '', seasickness: '' });
  });
});

describe('studentToCrewMember', () => {
  it('joins the first and last name', () => {
    expect(studentToCrewMember(enrolment(1, 'accepted', 'Jan', 'Nowak')).fullName).toBe('Jan Nowak');
  });

  it('links a student still connected to the captain and takes the phone from their account; others stay unlinked', () => {
    const jan: CaptainStudent = {
      id: 101,
      first_name: 'Jan',
      last_name: 'Nowak',
      email: 'jan@example.com',
      phone: '+48 600 700 800',
      connected_at: '2026-01-01T10:00:00.000Z',
      invitation_id: 1,
    };
    expect(studentToCrewMember(enrolment(1, 'accepted', 'Jan', 'Nowak'), [jan])).toMatchObject({
      studentId: 101,
      phone: '+48 600 700 800',
    });
    expect(studentToCrewMember(enrolment(2, 'accepted', 'Ewa', 'Lis'), [jan])).toMatchObject({
      studentId: null,
      phone: '',
    });
  });
});
