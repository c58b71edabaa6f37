import { Button, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card.tsx';
import type { AccountKind } from './api.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

export interface DeleteAccountSectionProps {
  kind: AccountKind;
}

/** The danger zone at the end of /captain-profile and /student/account: "Delete my account" opens the dialog. */
export function DeleteAccountSection({ kind }: DeleteAccountSectionProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <SectionCard
      danger
      title={t('account_deletion.danger_zone')}
      description={t(`account_deletion.intro_${kind}`)}
    >
      <Group>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size="1rem" aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {t('account_deletion.open')}
        </Button>
      </Group>
      {/* Mounted only while open: its form and navigation exist only for a deletion under way. */}
      {opened && <DeleteAccountDialog kind={kind} opened onClose={() => setOpened(false)} />}
    </SectionCard>
  );
}
