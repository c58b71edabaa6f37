import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/form-card.tsx';
import { ButtonLink } from '../../components/links.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/notify.tsx';
import { useCaptainSession, useStudentSession } from '../session/use-session.ts';
import { type AccountKind, useSendVerificationMail, useVerifyEmail } from './api.ts';

const places = {
  captain: { dashboard: '/dashboard', login: '/login' },
  student: { dashboard: '/student/dashboard', login: '/student/login' },
} as const;

function useLoggedIn(kind: AccountKind): boolean {
  const captain = useCaptainSession();
  const student = useStudentSession();
  return (kind === 'captain' ? captain : student) !== null;
}

/** The way on: the dashboard when logged in as this kind of account, the login otherwise. */
function Onward({ kind, loggedIn }: { kind: AccountKind; loggedIn: boolean }) {
  const { t } = useTranslation();
  return loggedIn ? (
    <ButtonLink to={places[kind].dashboard}>{t('email_verification.page.go_dashboard')}</ButtonLink>
  ) : (
    <ButtonLink to={places[kind].login}>{t('email_verification.page.log_in')}</ButtonLink>
  );
}

/** A link that cannot confirm: logged in, a new one can be sent from here; logged out, the login is the way. */
function LinkProblem({ kind, loggedIn, message }: { kind: AccountKind; loggedIn: boolean; message: string }) {
  const { t } = useTranslation();
  const send = useSendVerificationMail(kind);
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
        {message}
      </Alert>
      <Group gap="sm">
        {loggedIn && (
          <Button variant="default" loading={send.isPending} onClick={() => send.mutate()}>
            {t('email_verification.page.send_new')}
          </Button>
        )}
        <Onward kind={kind} loggedIn={loggedIn} />
      </Group>
    </Stack>
  );
}

/** A refused link's message from the server: the first one for the token or e-mail, or its own message. */
function linkErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return error.fieldErrors.token?.[0] ?? error.fieldErrors.email?.[0] ?? error.message;
}

/**
 * /verify-email/{token}?email=... (captain) and /student/verify-email/{token}?email=... (student): the link from
 * the confirmation mail. Confirms on opening, logged in or not, once (a second call would only say "already
 * confirmed"), and shows the result with the way on.
 */
export function VerifyEmailPage({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation();
  const params = useParams({ strict: false });
  const search = useSearch({ strict: false });
  const token = (params.token ?? '').trim();
  const email = (search.email ?? '').trim();
  const loggedIn = useLoggedIn(kind);
  const verify = useVerifyEmail(kind);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token || !email) return;
    started.current = true;
    verify.mutate({ email, token });
  }, [verify.mutate, email, token]);

  const content = () => {
    if (!token || !email)
      return (
        <LinkProblem kind={kind} loggedIn={loggedIn} message={t('email_verification.page.missing_link')} />
      );
    if (verify.isSuccess)
      return (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {verify.data.message}
          </Alert>
          <Group>
            <Onward kind={kind} loggedIn={loggedIn} />
          </Group>
        </Stack>
      );
    if (verify.isError) {
      const linkMessage = linkErrorOf(verify.error);
      if (linkMessage) return <LinkProblem kind={kind} loggedIn={loggedIn} message={linkMessage} />;
      return (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {failureMessage(verify.error, t('email_verification.page.failed'))}
          </Alert>
          <Group>
            <Button onClick={() => verify.mutate({ email, token })}>
              {t('email_verification.page.retry')}
            </Button>
          </Group>
        </Stack>
      );
    }
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('email_verification.page.checking')}</Text>
      </Group>
    );
  };

  return <FormCard title={t('email_verification.page.title')}>{content()}</FormCard>;
}

export function CaptainVerifyEmailPage() {
  return <VerifyEmailPage kind="captain" />;
}

export function StudentVerifyEmailPage() {
  return <VerifyEmailPage kind="student" />;
}
