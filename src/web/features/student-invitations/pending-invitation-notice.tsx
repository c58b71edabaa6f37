import { Alert } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicInvitationPreview } from './api.ts';
import { readPendingInvitation } from './pending-invitation.ts';

/**
 * On the student login and register pages: the invitation the visitor opened before logging in is waiting, and
 * whose it is ("Log in or create an account to accept Jan Kowalski's invitation"). The captain's name comes
 * from the public preview; until it arrives, or when the link has no code or no longer works, the notice says
 * the same without the name (after logging in the invitation page tells why it cannot be accepted).
 */
export function PendingInvitationNotice({ page }: { page: 'login' | 'register' }) {
  const { t } = useTranslation();
  // Read once: the stored invitation does not change while the visitor is on this page.
  const [pending] = useState(readPendingInvitation);
  const preview = usePublicInvitationPreview(pending);
  if (!pending) return null;
  const name = preview.data?.captain.name;
  return (
    <Alert variant="light" color="teal" role="status" icon={<IconMailOpened aria-hidden />}>
      {name
        ? t(`student.invitation_waiting.${page}_named`, { name })
        : t(`student.invitation_waiting.${page}`)}
    </Alert>
  );
}
