import { Card, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguages, defaultNationality } from '#domain/captain-profile.ts';
import { cvGenerateRequestSchema } from '#domain/cv.ts';
import type { SeaTimeSchemeId } from '#domain/sea-time/schema.ts';
import { inputLimitsAt } from '../../lib/schema-limits.ts';
import { CvProgressSelect } from './cv-progress-select.tsx';
import type { CvFieldErrors } from './use-generate-cv.ts';

export interface CvTexts {
  nationality: string;
  languages: string;
}

interface Props {
  value: CvTexts;
  onChange: (value: CvTexts) => void;
  scheme: SeaTimeSchemeId | null;
  onSchemeChange: (scheme: SeaTimeSchemeId | null) => void;
  errors: CvFieldErrors;
}

/**
 * What this CV prints besides the profile: nationality and languages (left empty, the defaults) and the licence
 * whose progress it shows. Hints sit under the inputs so that the three inputs line up.
 */
export function CvTextsFields({ value, onChange, scheme, onSchemeChange, errors }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('captainCv.texts_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
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
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={value.languages}
            placeholder={defaultLanguages}
            {...inputLimitsAt(cvGenerateRequestSchema, 'languages')}
            error={errors.languages}
            onChange={(event) => onChange({ ...value, languages: event.currentTarget.value })}
          />
          <CvProgressSelect value={scheme} onChange={onSchemeChange} error={errors.scheme} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
