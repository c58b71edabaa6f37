import { Button, Group } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Yacht } from '#domain/yacht.ts';
import { ButtonLink } from '../../components/links.tsx';
import { PremiumButton } from '../premium/premium-button.tsx';

/** A yacht card's buttons: details, edit (needs Premium) and delete, each naming the yacht. */
export function YachtActions({ yacht, onDelete }: { yacht: Yacht; onDelete: (yacht: Yacht) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <ButtonLink
        to="/yachts/$id"
        params={{ id: String(yacht.id) }}
        variant="light"
        size="xs"
        leftSection={<IconEye size="0.9rem" aria-hidden />}
        aria-label={t('yachts.list.open_named', { name: yacht.name })}
      >
        {t('yachts.list.open')}
      </ButtonLink>
      <PremiumButton
        to="/yachts/$id/edit"
        params={{ id: String(yacht.id) }}
        variant="default"
        size="xs"
        leftSection={<IconPencil size="0.9rem" aria-hidden />}
        aria-label={t('yachts.list.edit_named', { name: yacht.name })}
      >
        {t('yachts.list.edit')}
      </PremiumButton>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size="0.9rem" aria-hidden />}
        aria-label={t('yachts.list.delete_named', { name: yacht.name })}
        onClick={() => onDelete(yacht)}
      >
        {t('yachts.list.delete')}
      </Button>
    </Group>
  );
}
