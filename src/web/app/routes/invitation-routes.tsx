import { getRouteApi } from '@tanstack/react-router';
import { InvitationsPage } from '../../features/invitations/invitations-page.tsx';

const route = getRouteApi('/captain-area/invitations');

/** /invitations?tab=invitations|students: the tab lives in the address, so it survives a reload. */
export function InvitationsRoute() {
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <InvitationsPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
