import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '../../../components/page-states.tsx';

export function TripsListSkeleton() {
  const { t } = useTranslation();
  return (
    <ListSkeleton label={t('trips.list.loading')} count={3} height={180} cols={{ base: 1, sm: 2, lg: 3 }} />
  );
}

/** 'Failed to load trips.' ('Błąd podczas pobierania rejsów') with a retry. */
export function TripsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return <LoadError title={t('trips.list.load_failed')} onRetry={onRetry} retrying={retrying} />;
}
