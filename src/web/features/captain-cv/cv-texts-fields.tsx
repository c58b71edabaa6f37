import { Card, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguages, defaultNationality } from '#domain/captain-profile.ts';
import { cvGenerateRequestSchema } from '#domain/cv.ts';
import { inputLimitsAt } from '../../lib/schema-limits.ts';
import type { CvFieldErrors } from './use-generate-cv.ts';

export interface CvTexts {
  nationality: string;
  languages: string;
}

interface Props {
  value: CvTexts;
  onChange: (value: CvTexts) => void;
  errors: CvFieldErrors;
}

/** Nationality and languages as this CV prints them; left empty, the CV prints the defaults. */
export function CvTextsFields({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('captainCv.texts_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('captainCv.info.nationality')}
            value={value.nationality}
            placeholder={defaultNationality}
            {...inputLimitsAt(cvGenerateRequestSchema, 'nationality')}
            error={errors.nationality}
            onChange={(event) => onChange({ ...value, nationality: event.currentTarget.value })}
          />
          <TextInput
            label={t('captainCv.info.languages')}
            description={t('captainCv.info.languages_hint')}
            value={value.languages}
            placeholder={defaultLanguages}
            {...inputLimitsAt(cvGenerateRequestSchema, 'languages')}
            error={errors.languages}
            onChange={(event) => onChange({ ...value, languages: event.currentTarget.value })}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
