import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizedCode, printedCode } from '#domain/document-verification.ts';
import { LoadError } from '../../components/page-states.tsx';
import { useVerification, verificationRefusal } from './api.ts';
import { CodeForm } from './code-form.tsx';
import { VerificationBanner } from './verification-banner.tsx';
import { VerificationRefusalView } from './verification-refusal.tsx';
import { VerifiedFacts } from './verified-facts.tsx';

const route = getRouteApi('/verify/$code');

function PageFrame({ intro, children }: { intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl" px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('verify_page.title')}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

function VerificationResult({ code }: { code: string }) {
  const { t } = useTranslation();
  const verification = useVerification(code);
  if (verification.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('verify_page.checking')}>
        <Skeleton h="5rem" radius="lg" />
        <Skeleton h="14rem" radius="lg" />
      </Stack>
    );
  }
  if (verification.isError) {
    const refusal = verificationRefusal(verification.error);
    const retry = () => void verification.refetch();
    if (refusal) {
      return (
        <VerificationRefusalView
          refusal={refusal}
          code={code}
          onRetry={retry}
          retrying={verification.isFetching}
        />
      );
    }
    return (
      <LoadError title={t('verify_page.load_failed')} onRetry={retry} retrying={verification.isFetching} />
    );
  }
  return (
    <Stack gap="lg">
      <VerificationBanner document={verification.data} />
      <VerifiedFacts document={verification.data} code={code} />
      <Text size="sm" c="dimmed">
        {t('verify_page.privacy_note')}
      </Text>
    </Stack>
  );
}

/** /verify/{code}: public, no login. What the document with this code printed and whether it still holds. */
export function VerifyDocumentPage() {
  const { t } = useTranslation();
  const { code: typed } = route.useParams();
  // A code as printed (with dashes) or typed in lower case is the same code; anything else is no code at all.
  const code = normalizedCode(typed);
  return (
    <PageFrame intro={t('verify_page.intro_code', { code: code ? printedCode(code) : typed })}>
      {code ? (
        <VerificationResult code={code} />
      ) : (
        <VerificationRefusalView refusal="unknown" code={typed} onRetry={() => {}} retrying={false} />
      )}
    </PageFrame>
  );
}

/** /verify: for a reader who has only the paper, the code typed in. */
export function VerifyCodePage() {
  const { t } = useTranslation();
  return (
    <PageFrame intro={t('verify_page.intro')}>
      <CodeForm />
    </PageFrame>
  );
}
