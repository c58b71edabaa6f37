import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationAccepted } from '#domain/invitation.ts';
import { PageHeader } from '../student-shared/page-header.tsx';
import { AcceptCodeForm } from './accept-code-form.tsx';
import { ConnectedResult } from './connected-result.tsx';

/** /student/invitations: accept a captain's invitation by its code. */
export function StudentInvitationsPage() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState<InvitationAccepted | null>(null);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={t('student_area.invitations.title')}
          subtitle={t('student_area.invitations.subtitle')}
        />
        {accepted ? <ConnectedResult result={accepted} /> : null}
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t('student_area.invitations.form_title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('student_area.invitations.form_text')}
              </Text>
            </Stack>
            <AcceptCodeForm onAccepted={setAccepted} />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
