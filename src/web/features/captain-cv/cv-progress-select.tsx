import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SeaTimeSchemeId, seaTimeSchemeIds } from '#domain/sea-time/schema.ts';
import { isSeaTimeSchemeId } from '../sea-time/use-sea-time-goal.ts';

/** The Select's value for "no progress on the CV" (a Select option needs a string). */
const none = 'none';

interface Props {
  value: SeaTimeSchemeId | null;
  onChange: (value: SeaTimeSchemeId | null) => void;
  error?: string | undefined;
}

/** The licence whose requirements the CV measures its listed trips against, or none. */
export function CvProgressSelect({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('captainCv.progress.label')}
      description={t('captainCv.progress.hint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data={[
        { value: none, label: t('captainCv.progress.none') },
        ...seaTimeSchemeIds.map((id) => ({ value: id, label: t(`seaTime.schemes.${id}`) })),
      ]}
      value={value ?? none}
      onChange={(chosen) => onChange(isSeaTimeSchemeId(chosen) ? chosen : null)}
      allowDeselect={false}
      error={error}
    />
  );
}
