import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition } from './position-text.ts';

const gdansk = { lat: 54.358333, lon: 18.653333 };

describe('parsePosition', () => {
  it.each([
    '54°21.5′N 018°39.2′E',
    "54°21.5'N 18°39.2'E",
    '54°21,5′N 018°39,2′E',
    '54 21.5 N 18 39.2 E',
    'N 54°21.5′ E 018°39.2′',
    '018°39.2′E 54°21.5′N',
    '54 21 30 N 18 39 12 E',
    '54.358333, 18.653333',
    '54,358333 18,653333',
  ])('reads %s', (text) => {
    expect(parsePosition(text)).toEqual(gdansk);
  });

  it('reads the southern and western hemispheres, by letters or by signs', () => {
    expect(parsePosition('33°52.0′S 151°12.5′E')).toEqual({ lat: -33.866667, lon: 151.208333 });
    expect(parsePosition('50°06.0′N 005°03.0′W')).toEqual({ lat: 50.1, lon: -5.05 });
    expect(parsePosition('-33.866667 -5.05')).toEqual({ lat: -33.866667, lon: -5.05 });
  });

  it.each([
    '',
    'Gdańsk',
    '54°21.5′N',
    '54°61.0′N 018°39.2′E',
    '91°00.0′N 018°39.2′E',
    '54°21.5′E 018°39.2′E',
    '54°21.5′N 181°00.0′E',
    '54.3 18.6 19.2',
    '54°21.5′N 018°39.2′E 12',
  ])('refuses %j', (text) => {
    expect(parsePosition(text)).toBeNull();
  });
});

describe('formatPosition', () => {
  it('writes degrees and decimal minutes with hemispheres, longitude in three digits', () => {
    expect(formatPosition(gdansk)).toBe('54°21.5′N 018°39.2′E');
    expect(formatPosition({ lat: -33.866667, lon: -5.05 })).toBe('33°52.0′S 005°03.0′W');
    expect(formatPosition(gdansk, ',')).toBe('54°21,5′N 018°39,2′E');
  });

  it('carries minutes that round to 60 into the degrees', () => {
    expect(formatPosition({ lat: 54.999999, lon: 17.9999 })).toBe('55°00.0′N 018°00.0′E');
  });

  it('reads back what it writes', () => {
    for (const position of [gdansk, { lat: -12.5, lon: -77.1 }, { lat: 0, lon: 0 }]) {
      const again = parsePosition(formatPosition(position));
      expect(again?.lat).toBeCloseTo(position.lat, 3);
      expect(again?.lon).toBeCloseTo(position.lon, 3);
    }
  });
});
