import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PortSuggestion } from '#domain/track.ts';
import { maxVisitedPorts } from '#domain/trip-enums.ts';
import { emptyVisitedPort, removeVisitedPort } from '#domain/trip-form.ts';
import { FlagField } from './form-fields.tsx';
import { PortField } from './port-field.tsx';
import { useTripForm } from './trip-form-context.ts';

/** Rows of visited ports (name and tidal flag); removing the last row leaves one empty row. */
export function VisitedPortsFields() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useTripForm();
  const { fields, append, replace } = useFieldArray({ control, name: 'visitedPorts' });
  const addRef = useRef<HTMLButtonElement>(null);

  // The new row's name field takes the focus (react-hook-form focuses an appended row's first field).
  const add = () => append(emptyVisitedPort());
  const remove = (index: number) => {
    replace(removeVisitedPort(getValues('visitedPorts'), index));
    addRef.current?.focus();
  };

  // A chosen suggestion keeps where the port lies (and ticks the tidal box when it is tidal).
  const pick = (index: number, port: PortSuggestion) => {
    setValue(`visitedPorts.${index}.lat`, port.lat, { shouldDirty: true });
    setValue(`visitedPorts.${index}.lon`, port.lon, { shouldDirty: true });
    if (port.is_tidal) setValue(`visitedPorts.${index}.isTidalPort`, true, { shouldDirty: true });
  };
  // A name typed over it is another port: the place no longer holds.
  const forgetPlace = (index: number) => {
    if (getValues(`visitedPorts.${index}.lat`) == null) return;
    setValue(`visitedPorts.${index}.lat`, null, { shouldDirty: true });
    setValue(`visitedPorts.${index}.lon`, null, { shouldDirty: true });
  };

  return (
    <Stack gap="xs">
      <Stack gap={0}>
        <Text fw={500} size="sm" component="h4" m={0}>
          {t('trips.wizard.ports.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('trips.wizard.ports.hint')}
        </Text>
      </Stack>
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {fields.map((row, index) => {
          const label = t('trips.wizard.ports.name', { number: index + 1 });
          return (
            // On a phone the name takes the whole row and the tidal flag and remove button go below it.
            <Group key={row.id} component="li" align="flex-end" gap="sm" wrap="wrap">
              <PortField
                name={`visitedPorts.${index}.name`}
                label={label}
                style={{ flex: '1 1 16rem' }}
                onPick={(port) => pick(index, port)}
                onType={() => forgetPlace(index)}
              />
              <Group gap="sm" wrap="nowrap" align="center">
                <FlagField
                  name={`visitedPorts.${index}.isTidalPort`}
                  label={t('trips.wizard.cruise.tidal')}
                  aria-label={t('trips.wizard.cruise.tidal_of', { port: label })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="input-sm"
                  onClick={() => remove(index)}
                  aria-label={t('trips.wizard.ports.remove', { number: index + 1 })}
                >
                  <IconTrash size="1.1rem" aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Group>
        <Button
          ref={addRef}
          variant="light"
          size="sm"
          onClick={add}
          disabled={fields.length >= maxVisitedPorts}
          leftSection={<IconPlus size="1rem" aria-hidden />}
        >
          {t('trips.wizard.ports.add')}
        </Button>
      </Group>
    </Stack>
  );
}
