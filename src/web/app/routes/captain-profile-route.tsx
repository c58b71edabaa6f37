import { getRouteApi } from '@tanstack/react-router';
import { CaptainProfilePage } from '../../features/captain-profile/captain-profile-page.tsx';

const route = getRouteApi('/captain-area/captain-profile');

/** /captain-profile?tab=...: the tab lives in the address, so it survives a reload and can be linked to. */
export function CaptainProfileRoute() {
  const { tab, payment } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <CaptainProfilePage
      tab={tab}
      paymentId={tab === 'premium' ? payment : undefined}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
