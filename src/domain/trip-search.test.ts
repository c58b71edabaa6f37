import { describe, expect, it } from 'vitest';
import { tripSearchText } from './trip-search.ts';

describe('tripSearchText', () => {
  it('folds the six searched fields, one per line', () => {
    expect(
      tripSearchText({
        yacht_name: 'Zawisza  Czarny',
        registration_number: 'POL-1234',
        captain_first_name: 'Łukasz',
        captain_last_name: 'Żółć',
        embarkation_port: 'ŁEBA',
        disembarkation_port: 'Świnoujście',
      }),
    ).toBe('zawisza czarny\npol-1234\nlukasz\nzolc\nleba\nswinoujscie');
  });
});
