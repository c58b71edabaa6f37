import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab's title while the page is shown ("Document verification · Logbook"); the app's name comes back when
 * it leaves, since other pages do not set one.
 */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}
