import { Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nauticalMilesUnit } from '#domain/distance-unit.ts';
import { tidalPortsCount, tripDays, tripNights } from '#domain/trip-days.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import { roleOnBoardLabel, watersLabel } from '#domain/trip-labels.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { TripFormUnprintableWarning } from '../../documents/trip-unprintable-warning.tsx';
import type { CrewLinks } from './crew-member-card.tsx';
import { CrewSummary } from './crew-summary.tsx';
import { RecheckNotice } from './recheck-notice.tsx';
import { dateText, hasAmount, licenceText, localeOfLanguage, numberText } from './summary-format.ts';
import { SummaryBlock, type SummaryRow } from './summary-parts.tsx';
import { useTripForm } from './trip-form-context.ts';

/**
 * Step 5: everything entered, read-only; blocks without data are left out. Editing a trip students have
 * answered, it says first whom saving will ask to confirm it again.
 */
export function SummaryStep({ crewLinks }: { crewLinks: CrewLinks | null }) {
  const { t, i18n } = useTranslation();
  const { control } = useTripForm();
  const values = useWatch({ control }) as TripFormValues;
  const locale = localeOfLanguage(i18n.language);
  const miles = nauticalMilesUnit(useLanguage());
  const cruise = (name: string) => t(`trips.wizard.cruise.${name}`);
  const tidal = (port: string, isTidal: boolean) =>
    port && isTidal ? `${port} (${t('trips.wizard.summary.tidal_yes')})` : port;

  const ports = values.visitedPorts.filter((port) => port.name.trim() !== '');
  const captain: SummaryRow[] = [
    { label: t('trips.wizard.captain.first_name'), value: values.firstName },
    { label: t('trips.wizard.captain.last_name'), value: values.lastName },
    { label: t('trips.wizard.captain.email'), value: values.email },
    { label: t('trips.wizard.captain.phone'), value: values.phone },
    {
      label: t('trips.wizard.captain.license_type'),
      value: licenceText(t, values.licenseType, values.otherLicense),
    },
    { label: t('trips.wizard.captain.license_number'), value: values.licenseNumber },
  ];
  const yachtTexts = [
    values.yachtName,
    values.registrationNumber,
    values.homePort,
    values.yachtType,
    values.yachtOwnerName,
    values.yachtOwnerAddress,
  ];
  const yachtNumbers = [values.hullLength, values.enginesCount, values.enginePower];
  const hasYacht = yachtTexts.some((text) => text.trim() !== '') || yachtNumbers.some(hasAmount);
  const yacht: SummaryRow[] = [
    { label: t('yachts.fields.name'), value: values.yachtName },
    { label: t('yachts.fields.registration_number'), value: values.registrationNumber },
    { label: t('yachts.fields.home_port'), value: values.homePort },
    { label: t('yachts.fields.hull_length'), value: numberText(values.hullLength, locale, 'm') },
    { label: t('yachts.fields.engines_count'), value: numberText(values.enginesCount, locale) },
    { label: t('yachts.fields.engine_power'), value: numberText(values.enginePower, locale, 'kW') },
    { label: t('yachts.fields.type'), value: values.yachtType },
    { label: t('yachts.fields.owner_name'), value: values.yachtOwnerName },
    { label: t('yachts.fields.owner_address'), value: values.yachtOwnerAddress },
  ];
  const hasRoute =
    [
      values.embarkationPort,
      values.disembarkationPort,
      values.embarkationDate,
      values.disembarkationDate,
    ].some((text) => text.trim() !== '') ||
    ports.length > 0 ||
    hasAmount(values.distance);
  const route: SummaryRow[] = [
    {
      label: cruise('embarkation_port'),
      value: tidal(values.embarkationPort, values.isEmbarkationTidalPort),
    },
    {
      label: cruise('disembarkation_port'),
      value: tidal(values.disembarkationPort, values.isDisembarkationTidalPort),
    },
    {
      label: t('trips.wizard.ports.title'),
      value: ports.map((port) => tidal(port.name.trim(), port.isTidalPort)).join('\n'),
    },
    { label: cruise('distance'), value: numberText(values.distance, locale, miles) },
    { label: cruise('embarkation_date'), value: dateText(values.embarkationDate, locale) },
    { label: cruise('disembarkation_date'), value: dateText(values.disembarkationDate, locale) },
  ];
  // The days as every screen and document counts them, and the nights: the whole days between the dates.
  const days = tripDays(values.embarkationDate, values.disembarkationDate);
  const nights = tripNights(values.embarkationDate, values.disembarkationDate);
  const duration: SummaryRow[] = [
    {
      label: t('trips.wizard.summary.days'),
      value: days === null ? '' : t('trips.wizard.summary.days_count', { count: days }),
    },
    {
      label: t('trips.wizard.summary.nights'),
      value: nights === null ? '' : t('trips.wizard.summary.nights_count', { count: nights }),
    },
    { label: cruise('sailing_hours'), value: numberText(values.sailingHours, locale, 'h') },
    { label: cruise('engine_hours'), value: numberText(values.engineHours, locale, 'h') },
    { label: cruise('mooring_hours'), value: numberText(values.mooringHours, locale, 'h') },
  ];
  const tidalCount = tidalPortsCount(
    values.isEmbarkationTidalPort,
    values.isDisembarkationTidalPort,
    values.visitedPorts.map((port) => ({ isTidal: port.isTidalPort })),
  );
  const tides: SummaryRow[] = [
    { label: cruise('tidal_ports_count'), value: String(tidalCount) },
    { label: cruise('tidal_hours'), value: numberText(values.tidalHours, locale, 'h') },
  ];
  const passageText = (passage: TripFormValues['passages'][number]) =>
    t('trips.detail.passage', {
      from: passage.from.trim(),
      to: passage.to.trim(),
      distance: numberText(passage.distance, locale, miles),
    }) + (passage.overnight ? ` (${t('trips.detail.overnight')})` : '');
  const seaTime: SummaryRow[] = [
    { label: cruise('role_on_board'), value: roleOnBoardLabel(t, values.roleOnBoard) },
    { label: cruise('waters'), value: watersLabel(t, values.waters) },
    { label: cruise('night_hours'), value: numberText(values.nightHours, locale, 'h') },
    {
      label: t('trips.wizard.passages.title'),
      value: values.passages
        .filter((passage) => passage.from.trim() || passage.to.trim() || passage.distance.trim())
        .map(passageText)
        .join('\n'),
    },
  ];
  const logbook: SummaryRow[] = [
    ...(values.logbookNumber.trim()
      ? [{ label: cruise('logbook_number'), value: values.logbookNumber }]
      : []),
    ...(values.captainNotes.trim() ? [{ label: cruise('captain_notes'), value: values.captainNotes }] : []),
  ];

  return (
    <Stack gap="md">
      {crewLinks?.saved && <RecheckNotice saved={crewLinks.saved} values={values} />}
      <TripFormUnprintableWarning values={values} />
      <SummaryBlock title={t('trips.wizard.summary.captain')} rows={captain} />
      {hasYacht && <SummaryBlock title={t('trips.wizard.summary.yacht')} rows={yacht} />}
      {hasRoute && <SummaryBlock title={t('trips.wizard.summary.route')} rows={route} />}
      <SummaryBlock title={t('trips.wizard.summary.duration')} rows={duration} />
      {(tidalCount > 0 || hasAmount(values.tidalHours)) && (
        <SummaryBlock title={t('trips.wizard.summary.tides')} rows={tides} />
      )}
      <SummaryBlock title={cruise('sections.sea_time')} rows={seaTime} />
      {logbook.length > 0 && <SummaryBlock title={t('trips.wizard.summary.logbook')} rows={logbook} />}
      <SummaryBlock title={t('trips.wizard.summary.crew')}>
        {values.crewMembers.length === 0 ? (
          <Text c="dimmed">{t('trips.wizard.summary.no_crew')}</Text>
        ) : (
          <CrewSummary members={values.crewMembers} />
        )}
      </SummaryBlock>
    </Stack>
  );
}
