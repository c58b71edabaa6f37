import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { licenceTypes } from '#domain/licence.ts';
import { crewAssessmentLabels, crewLicenceTypes, crewRoles, tripStatuses } from '#domain/trip-enums.ts';
import {
  assessmentKinds,
  assessmentLabel,
  licenceLabel,
  roleLabel,
  statusLabel,
} from '#domain/trip-labels.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { initI18n } from '../../../lib/i18n.ts';

const catalogues = { en, pl } as const;

/** The catalogue entry at a dotted path, read key by key (keys may hold dots' neighbours such as "-"). */
function entry(catalogue: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    catalogue,
  );
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

describe.each(Object.entries(catalogues))(
  'the %s catalogue labels every enumeration value',
  (_language, catalogue) => {
    it.each(tripStatuses)('trip status %s', (status) => {
      expect(hasText(entry(catalogue, 'trips', 'status', 'values', status))).toBe(true);
    });

    it.each(crewRoles)('crew role %s', (role) => {
      expect(hasText(entry(catalogue, 'trips', 'roles', role === '_other' ? 'other' : role))).toBe(true);
    });

    it.each(licenceTypes)('captain licence %s', (type) => {
      const key = type === '_other' ? 'other' : type;
      expect(hasText(entry(catalogue, 'licence', 'types', key))).toBe(true);
    });

    it.each(crewLicenceTypes)('crew licence %s', (type) => {
      const captainLicence = (licenceTypes as readonly string[]).includes(type);
      const label =
        type === '_other'
          ? entry(catalogue, 'licence', 'types', 'other')
          : captainLicence
            ? entry(catalogue, 'licence', 'types', type)
            : entry(catalogue, 'trips', 'crew_licences', type);
      expect(hasText(label)).toBe(true);
    });

    const assessments = assessmentKinds.flatMap((kind) =>
      crewAssessmentLabels[kind].map((value) => [kind, value] as const),
    );
    it.each(assessments)('%s %s', (kind, value) => {
      expect(hasText(entry(catalogue, 'trips', kind, value))).toBe(true);
    });
  },
);

describe('trip labels', () => {
  beforeAll(async () => {
    await initI18n('pl', ['rest']);
  });
  const t = () => i18next.t;

  it('reads the labels in the current language', () => {
    expect(statusLabel(t(), 'in_progress')).toBe(pl.trips.status.values.in_progress);
    expect(roleLabel(t(), 'mechanic', '')).toBe(pl.trips.roles.mechanic);
    expect(licenceLabel(t(), 'pzz-kj', '')).toBe(pl.licence.types['pzz-kj']);
    expect(licenceLabel(t(), 'starszy_oficer', '')).toBe(pl.trips.crew_licences.starszy_oficer);
    expect(assessmentLabel(t(), 'performance', 'excellent')).toBe(pl.trips.performance.excellent);
    expect(assessmentLabel(t(), 'resistance', 'not_tested')).toBe(pl.trips.resistance.not_tested);
  });

  it('labels another spelling of a listed licence as that licence', () => {
    expect(licenceLabel(t(), 'kapitan_jachtowy', '')).toBe(pl.licence.types['pzz-kj']);
    expect(licenceLabel(t(), 'jachtowy_sternik_morski', '')).toBe(pl.licence.types['pzz-jsm']);
    expect(licenceLabel(t(), 'yacht_skipper', '')).toBe(pl.licence.types['pzz-jsm']);
    expect(licenceLabel(t(), 'motorboat_skipper', '')).toBe(pl.licence.types['pzmwinw-sm']);
    expect(licenceLabel(t(), 'inland_skipper', '')).toBe(pl.licence.types.inland_skipper);
  });

  it('shows the text typed in for "_other", or the generic label when there is none', () => {
    expect(roleLabel(t(), '_other', 'Kucharz')).toBe('Kucharz');
    expect(roleLabel(t(), '_other', ' ')).toBe(pl.trips.roles.other);
    expect(licenceLabel(t(), '_other', 'IYT Yachtmaster')).toBe('IYT Yachtmaster');
    expect(licenceLabel(t(), '_other', '')).toBe(pl.licence.types.other);
  });

  it('shows an unknown value as sent, and an empty one as empty', () => {
    expect(statusLabel(t(), 'archived')).toBe('archived');
    expect(roleLabel(t(), 'cook', '')).toBe('cook');
    expect(licenceLabel(t(), 'ISSA', '')).toBe('ISSA');
    expect(assessmentLabel(t(), 'seasickness', 'legendary')).toBe('legendary');
    expect(licenceLabel(t(), '', '')).toBe('');
    expect(assessmentLabel(t(), 'captain_opinion', '')).toBe('');
  });
});
