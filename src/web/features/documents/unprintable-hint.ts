import { useTranslation } from 'react-i18next';
import { replacementCharacter, unprintableCharacters } from '#domain/printable-text.ts';

/** A field's description while its text holds characters the PDFs will not print as typed; else undefined. */
export function useUnprintableHint(text: string | undefined): string | undefined {
  const { t } = useTranslation();
  const characters = unprintableCharacters(text ?? '');
  if (characters.length === 0) return undefined;
  return t('documents.unprintable.field_hint', {
    characters: characters.join(' '),
    replacement: replacementCharacter,
  });
}
