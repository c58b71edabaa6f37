import { Alert, Center, Container, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/page-states.tsx';
import { failureMessage } from '../../lib/notify.tsx';
import { useSubmitOnce } from '../../lib/use-submit-once.ts';
import { PageHeader } from '../student-shared/page-header.tsx';
import { useAcceptInvitation, useInvitationPreview } from './api.ts';
import { CodeNeededForm } from './code-needed-form.tsx';
import { ConnectedResult } from './connected-result.tsx';
import { InvalidInvitation } from './invalid-invitation.tsx';
import { isInvalidInvitation, refusalMessage } from './invitation-failure.ts';
import { InvitationPreviewCard } from './invitation-preview-card.tsx';
import { clearPendingInvitation } from './pending-invitation.ts';

function InvitationPreviewSection({ id, code }: { id: number; code: string }) {
  const { t } = useTranslation();
  const preview = useInvitationPreview(id, code);
  const accept = useAcceptInvitation();
  // A failure is shown from the mutation's state below; a double-click accepts once.
  const acceptOnce = useSubmitOnce(() => accept.mutateAsync({ invitation_id: id, code }).catch(() => {}));
  const reasonOf = (error: Parameters<typeof refusalMessage>[0]) =>
    refusalMessage(error) ?? t('student_area.invitation.not_found');

  if (accept.data) return <ConnectedResult result={accept.data} />;
  if (accept.isError && isInvalidInvitation(accept.error)) {
    return <InvalidInvitation reason={reasonOf(accept.error)} />;
  }
  if (preview.isPending) {
    return (
      <Center py="xl" aria-busy="true" aria-label={t('student_area.invitation.loading')}>
        <Loader />
      </Center>
    );
  }
  if (preview.isError) {
    return isInvalidInvitation(preview.error) ? (
      <InvalidInvitation reason={reasonOf(preview.error)} />
    ) : (
      <LoadError
        title={t('invitation_error')}
        text={failureMessage(preview.error, t('common.load_failed_text'))}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  }
  return (
    <Stack gap="md">
      <InvitationPreviewCard
        invitation={preview.data}
        accepting={acceptOnce.pending || accept.isPending}
        onAccept={() => void acceptOnce.run()}
      />
      {accept.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {failureMessage(accept.error, t('invitation_error'))}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** /student/invitation/{id}?code=: the invitation link a captain shares, shown to a logged-in student. */
export function InvitationLinkPage({ id, code }: { id: number; code: string | undefined }) {
  const { t } = useTranslation();
  // The stored invitation has brought the student here; it must not pull them back after a later login.
  useEffect(() => clearPendingInvitation(), []);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <PageHeader title={t('student_area.invitation.title')} />
        {code ? <InvitationPreviewSection id={id} code={code} /> : <CodeNeededForm id={id} />}
      </Stack>
    </Container>
  );
}
