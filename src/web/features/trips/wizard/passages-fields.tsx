import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maxPassages } from '#domain/trip-enums.ts';
import { emptyPassage } from '#domain/trip-form.ts';
import { FlagField, NumberField, TextField } from './form-fields.tsx';
import { useTripForm } from './trip-form-context.ts';

/** Notable non-stop passages (optional): from, to, miles and whether it ran through a night. */
export function PassagesFields() {
  const { t } = useTranslation();
  const { control } = useTripForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'passages' });
  const addRef = useRef<HTMLButtonElement>(null);
  const label = (name: string) => t(`trips.wizard.passages.${name}`);

  const removeRow = (index: number) => {
    remove(index);
    addRef.current?.focus();
  };

  return (
    <Stack gap="xs">
      <Stack gap={0}>
        <Text fw={500} size="sm" component="h4" m={0}>
          {label('title')}
        </Text>
        <Text size="xs" c="dimmed">
          {label('hint')}
        </Text>
      </Stack>
      {fields.length > 0 && (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {fields.map((row, index) => {
            const passage = t('trips.wizard.passages.passage', { number: index + 1 });
            return (
              <Stack key={row.id} component="li" gap={4} aria-label={passage}>
                <Text size="xs" fw={600} c="dimmed">
                  {passage}
                </Text>
                {/* On a phone "from" and "to" share a row, miles and the overnight flag the next one. */}
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <Group gap="sm" wrap="nowrap" style={{ flex: '2 1 18rem' }}>
                    <TextField
                      name={`passages.${index}.from`}
                      label={label('from')}
                      style={{ flex: 1 }}
                      required
                    />
                    <TextField
                      name={`passages.${index}.to`}
                      label={label('to')}
                      style={{ flex: 1 }}
                      required
                    />
                  </Group>
                  <Group gap="sm" wrap="nowrap" align="flex-end" style={{ flex: '1 1 14rem' }}>
                    <NumberField
                      name={`passages.${index}.distance`}
                      label={label('distance')}
                      step={0.1}
                      style={{ flex: 1 }}
                      required
                    />
                    <FlagField name={`passages.${index}.overnight`} label={label('overnight')} mb={8} />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="input-sm"
                      onClick={() => removeRow(index)}
                      aria-label={t('trips.wizard.passages.remove', { number: index + 1 })}
                    >
                      <IconTrash size="1.1rem" aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Stack>
            );
          })}
        </Stack>
      )}
      <Group>
        <Button
          ref={addRef}
          variant="light"
          size="sm"
          onClick={() => append(emptyPassage())}
          disabled={fields.length >= maxPassages}
          leftSection={<IconPlus size="1rem" aria-hidden />}
        >
          {label('add')}
        </Button>
      </Group>
    </Stack>
  );
}
