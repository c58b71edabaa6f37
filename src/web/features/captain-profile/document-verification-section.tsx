import { Group, Loader, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/page-states.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useDocumentVerificationSetting, useSaveDocumentVerificationSetting } from './api.ts';

const key = (name: string) => `captainProfile.document_verification.${name}`;

/**
 * The captain's switch for codes on their documents (on by default). It saves when flipped and stays disabled
 * until the server answers; the server's message (in the captain's language) is the notification when it sends one.
 */
export function DocumentVerificationSection() {
  const { t } = useTranslation();
  const setting = useDocumentVerificationSetting();
  const save = useSaveDocumentVerificationSetting();
  const explanationId = useId();

  const change = (enabled: boolean) =>
    save.mutate(
      { enabled },
      {
        onSuccess: (answer) =>
          notifySuccess(answer.message || t(key(answer.enabled ? 'saved_on' : 'saved_off'))),
        onError: (error) => notifyFailure(failureMessage(error, t(key('save_failed')))),
      },
    );

  return (
    <SectionCard title={t(key('title'))}>
      {setting.isPending ? (
        <Skeleton h="2.5rem" radius="md" aria-busy="true" aria-label={t(key('loading'))} />
      ) : setting.isError ? (
        <LoadError
          title={t(key('load_failed'))}
          onRetry={() => void setting.refetch()}
          retrying={setting.isFetching}
        />
      ) : (
        <Stack gap={6}>
          <Group gap="sm" wrap="nowrap">
            <Switch
              checked={
                save.isPending ? (save.variables?.enabled ?? setting.data.enabled) : setting.data.enabled
              }
              onChange={(event) => change(event.currentTarget.checked)}
              disabled={save.isPending}
              label={t(key('switch'))}
              aria-describedby={explanationId}
              size="md"
            />
            {save.isPending ? <Loader size="xs" role="status" aria-label={t(key('saving'))} /> : null}
          </Group>
          <Text size="sm" c="dimmed" id={explanationId}>
            {t(key('explanation'))}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
