import { Button, Stack, Title } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '#domain/invitation.ts';
import { QueryList } from '../../components/query-list.tsx';
import { useInvitations } from './api.ts';
import { DeleteInvitationDialog } from './delete-invitation-dialog.tsx';
import { EditInvitationDialog } from './edit-invitation-dialog.tsx';
import { InvitationCard } from './invitation-card.tsx';
import { descriptionFieldId, InvitationForm } from './invitation-form.tsx';

/** The Invitations tab: the create form, then the captain's invitations in one of the list states. */
export function InvitationsTab() {
  const { t } = useTranslation();
  const invitations = useInvitations();
  const [toDelete, setToDelete] = useState<Invitation | null>(null);
  const [toEdit, setToEdit] = useState<Invitation | null>(null);

  return (
    <Stack gap="lg">
      <InvitationForm />
      <Title order={2} size="h3">
        {invitations.data
          ? t('invitations_page.list.title_count', { count: invitations.data.length })
          : t('invitations_page.list.title')}
      </Title>
      <QueryList
        query={invitations}
        skeleton={{ label: t('invitations_page.list.loading'), count: 2, cols: 1 }}
        loadFailed={{ title: t('invitations_page.list.load_failed') }}
        empty={{
          iconSize: 56,
          icon: <IconMailPlus />,
          text: t('invitations_page.list.empty'),
          action: (
            <Button variant="light" onClick={() => document.getElementById(descriptionFieldId)?.focus()}>
              {t('invitations_page.list.empty_action')}
            </Button>
          ),
        }}
      >
        {(shown) => (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((invitation) => (
              <InvitationCard
                key={invitation.id}
                invitation={invitation}
                onEdit={() => setToEdit(invitation)}
                onDelete={() => setToDelete(invitation)}
              />
            ))}
          </Stack>
        )}
      </QueryList>
      <DeleteInvitationDialog invitation={toDelete} onClose={() => setToDelete(null)} />
      <EditInvitationDialog invitation={toEdit} onClose={() => setToEdit(null)} />
    </Stack>
  );
}
