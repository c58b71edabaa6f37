import { useMemo, useSyncExternalStore } from 'react';
import i18next from './i18next.ts';

/** The part of react-i18next the app uses, in place of the package (see ./i18next.ts). */
export const initReactI18next = { type: '3rdParty' as const, init() {} };

function subscribe(onChange: () => void) {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const language = () => i18next.language;

/** The translate function of the current language; a language change renders the component again. */
export function useTranslation() {
  const current = useSyncExternalStore(subscribe, language, language);
  return useMemo(() => {
    const t = i18next.getFixedT(current);
    return Object.assign([t, i18next, true] as const, { t, i18n: i18next, ready: true });
  }, [current]);
}
