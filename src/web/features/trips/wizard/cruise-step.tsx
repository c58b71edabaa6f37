import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isCalendarDate, tidalPortsCount, todayIso } from '#domain/trip-days.ts';
import { withEmbarkationDate } from '#domain/trip-form.ts';
import {
  DateInputField,
  FlagField,
  HoursField,
  NotesField,
  NumberField,
  SelectField,
  TextField,
} from './form-fields.tsx';
import { roleOnBoardOptions, watersOptions } from './options.ts';
import { PassagesFields } from './passages-fields.tsx';
import { PortField } from './port-field.tsx';
import { FieldGroup, FieldSubgroup } from './step-panel.tsx';
import { TrackFillLauncher } from './track-fill-launcher.tsx';
import { useTripForm } from './trip-form-context.ts';
import { VisitedPortsFields } from './visited-ports-fields.tsx';

/** The tidal ports as ticked right now (read-only; it is not sent, the server counts the same way). */
function TidalPortsCount() {
  const { t } = useTranslation();
  const { control } = useTripForm();
  const [embarkation, disembarkation, ports] = useWatch({
    control,
    name: ['isEmbarkationTidalPort', 'isDisembarkationTidalPort', 'visitedPorts'],
  });
  const count = tidalPortsCount(
    embarkation,
    disembarkation,
    (ports ?? []).map((port) => ({ isTidal: port.isTidalPort })),
  );
  return (
    <TextInput
      label={t('trips.wizard.cruise.tidal_ports_count')}
      description={t('trips.wizard.cruise.tidal_ports_count_hint')}
      value={String(count)}
      readOnly
      variant="filled"
    />
  );
}

/** Step 3: route, duration (its dates and its hours), tides, sea time and additional information. */
export function CruiseStep() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useTripForm();
  const start = useWatch({ control, name: 'embarkationDate' });
  const label = (name: string) => t(`trips.wizard.cruise.${name}`);

  // Moving the start past the end clears the end date.
  const onStartChange = (value: string) => {
    const next = withEmbarkationDate(getValues(), value);
    if (next.disembarkationDate !== getValues('disembarkationDate')) {
      setValue('disembarkationDate', next.disembarkationDate, { shouldDirty: true });
    }
  };

  return (
    <Stack gap="md">
      <TrackFillLauncher />
      <FieldGroup title={label('sections.route')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="xs">
            <PortField
              name="embarkationPort"
              label={label('embarkation_port')}
              required
              onPick={(port) =>
                port.is_tidal && setValue('isEmbarkationTidalPort', true, { shouldDirty: true })
              }
            />
            <FlagField
              name="isEmbarkationTidalPort"
              label={label('tidal')}
              aria-label={t('trips.wizard.cruise.tidal_of', { port: label('embarkation_port') })}
            />
          </Stack>
          <Stack gap="xs">
            <PortField
              name="disembarkationPort"
              label={label('disembarkation_port')}
              required
              onPick={(port) =>
                port.is_tidal && setValue('isDisembarkationTidalPort', true, { shouldDirty: true })
              }
            />
            <FlagField
              name="isDisembarkationTidalPort"
              label={label('tidal')}
              aria-label={t('trips.wizard.cruise.tidal_of', { port: label('disembarkation_port') })}
            />
          </Stack>
        </SimpleGrid>
        <VisitedPortsFields />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberField name="distance" label={label('distance')} step={0.1} required />
        </SimpleGrid>
      </FieldGroup>

      <FieldGroup title={label('sections.duration')}>
        <FieldSubgroup title={label('groups.dates')}>
          {/* Two short fields side by side even on a phone, so the step is a screen shorter there. */}
          <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }}>
            <DateInputField
              name="embarkationDate"
              label={label('embarkation_date')}
              required
              onValueChange={onStartChange}
            />
            <DateInputField
              name="disembarkationDate"
              label={label('disembarkation_date')}
              minDate={isCalendarDate(start) ? start : todayIso()}
              required
            />
          </SimpleGrid>
        </FieldSubgroup>
        <FieldSubgroup title={label('groups.hours')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <HoursField name="sailingHours" label={label('sailing_hours')} required />
            <HoursField name="engineHours" label={label('engine_hours')} required />
            <HoursField name="mooringHours" label={label('mooring_hours')} />
          </SimpleGrid>
        </FieldSubgroup>
      </FieldGroup>

      <FieldGroup title={label('sections.tides')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TidalPortsCount />
          <HoursField name="tidalHours" label={label('tidal_hours')} required />
        </SimpleGrid>
      </FieldGroup>

      <FieldGroup title={label('sections.sea_time')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <SelectField
            name="roleOnBoard"
            label={label('role_on_board')}
            description={label('role_on_board_hint')}
            data={roleOnBoardOptions(t)}
            required
          />
          <SelectField
            name="waters"
            label={label('waters')}
            description={label('waters_hint')}
            data={watersOptions(t)}
            required
          />
          <HoursField
            name="nightHours"
            label={label('night_hours')}
            description={label('night_hours_hint')}
          />
        </SimpleGrid>
        <PassagesFields />
      </FieldGroup>

      <FieldGroup title={label('sections.additional')}>
        <TextField name="logbookNumber" label={label('logbook_number')} />
        <NotesField name="captainNotes" label={label('captain_notes')} rows={4} />
      </FieldGroup>
    </Stack>
  );
}
