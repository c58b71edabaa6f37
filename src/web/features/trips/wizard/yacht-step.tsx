import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { yachtToFormValues } from '#domain/trip-form-data.ts';
import type { Yacht } from '#domain/yacht.ts';
import { YachtSearch } from '../../yachts/yacht-search.tsx';
import { NotesField, NumberField, TextField } from './form-fields.tsx';
import { useTripForm } from './trip-form-context.ts';

/**
 * Step 2: the yacht; the search (when offered) fills the fields from one of the captain's yachts, the optional type
 * and owner too (the trip keeps its own copy, editable here).
 */
export function YachtStep({ withSearch }: { withSearch: boolean }) {
  const { t } = useTranslation();
  const { setValue } = useTripForm();
  const fill = (yacht: Yacht) => {
    for (const [name, value] of Object.entries(yachtToFormValues(yacht))) {
      setValue(name as keyof ReturnType<typeof yachtToFormValues>, value, {
        shouldDirty: true,
        shouldTouch: true,
      });
    }
  };
  return (
    <Stack gap="md">
      {withSearch && <YachtSearch onSelect={fill} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField name="yachtName" label={t('yachts.fields.name')} required />
        <TextField name="registrationNumber" label={t('yachts.fields.registration_number')} required />
        <TextField name="homePort" label={t('yachts.fields.home_port')} required />
        <NumberField name="hullLength" label={t('yachts.fields.hull_length')} step={0.01} required />
        <NumberField name="enginesCount" label={t('yachts.fields.engines_count')} step={1} required />
        <NumberField name="enginePower" label={t('yachts.fields.engine_power')} step={0.1} required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField
          name="yachtType"
          label={t('yachts.fields.type')}
          description={t('yachts.form.type_hint')}
        />
        <TextField
          name="yachtOwnerName"
          label={t('yachts.fields.owner_name')}
          description={t('yachts.form.owner_hint')}
        />
        <NotesField name="yachtOwnerAddress" label={t('yachts.fields.owner_address')} rows={2} />
      </SimpleGrid>
    </Stack>
  );
}
