import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { YachtTrips } from '../../features/trips/shared/yacht-trips.tsx';
import { YachtDetailPage } from '../../features/yachts/yacht-detail-page.tsx';
import { AddYachtPage, EditYachtPage } from '../../features/yachts/yacht-form-pages.tsx';
import { YachtsListPage } from '../../features/yachts/yachts-list-page.tsx';

const listRoute = getRouteApi('/captain-area/yachts');
const detailRoute = getRouteApi('/captain-area/yachts/$id');
const editRoute = getRouteApi('/captain-area/yachts/$id/edit');

/** /yachts?error=premium_required&created=1 */
export function YachtsListRoute() {
  const { error, created } = listRoute.useSearch();
  return <YachtsListPage premiumRequired={error === 'premium_required'} created={created === 1} />;
}

export function AddYachtRoute() {
  return <AddYachtPage />;
}

export function YachtDetailRoute() {
  const { id } = detailRoute.useParams();
  const { t } = useTranslation();
  return (
    <YachtDetailPage
      key={id}
      id={Number(id)}
      tripsOf={(yacht) => (
        <YachtTrips registration={yacht.registration_number} empty={t('yachts.detail.trips_empty')} />
      )}
    />
  );
}

export function EditYachtRoute() {
  const { id } = editRoute.useParams();
  return <EditYachtPage key={id} id={Number(id)} />;
}
