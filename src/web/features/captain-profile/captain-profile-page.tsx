import { Alert, Button, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCrown, IconLock, IconUser } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountSection } from '../account-deletion/delete-account-section.tsx';
import { DownloadDataSection } from '../account-export/download-data-section.tsx';
import { PremiumTab } from '../premium/premium-tab.tsx';
import { useCaptainProfile } from './api.ts';
import { DocumentVerificationSection } from './document-verification-section.tsx';
import type { ImageDimensionReader } from './logo-checks.ts';
import { LogoSection } from './logo-section.tsx';
import { ProfileForm } from './profile-form.tsx';

/** The password form brings the list of common passwords (about 44 KB): it loads when its tab opens. */
const PasswordForm = lazy(() =>
  import('./password-form.tsx').then((module) => ({ default: module.PasswordForm })),
);

export const captainProfileTabs = ['profile', 'password', 'premium'] as const;
export type CaptainProfileTab = (typeof captainProfileTabs)[number];

const isTab = (value: string | null): value is CaptainProfileTab =>
  captainProfileTabs.some((tab) => tab === value);

export interface CaptainProfilePageProps {
  tab: CaptainProfileTab;
  onTabChange: (tab: CaptainProfileTab) => void;
  /** How the logo's size is read before uploading (tests pass their own; jsdom cannot decode images). */
  readImageDimensions?: ImageDimensionReader;
  /** ?payment={id} on the premium tab: the payment the captain comes back from. */
  paymentId?: number;
}

function ProfileTab({ readImageDimensions }: { readImageDimensions?: ImageDimensionReader }) {
  const { t } = useTranslation();
  const profile = useCaptainProfile();

  if (profile.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h="10rem" radius="lg" />
        <Skeleton h="14rem" radius="lg" />
        <Skeleton h="10rem" radius="lg" />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('captainProfile.load_failed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('captainProfile.load_failed_hint')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <LogoSection logoUrl={profile.data.logo_url} readDimensions={readImageDimensions} />
      <ProfileForm profile={profile.data} />
      <DocumentVerificationSection />
      <DownloadDataSection kind="captain" />
      <DeleteAccountSection kind="captain" />
    </Stack>
  );
}

/** /captain-profile: the captain's data and logo, password change, and Premium, one tab each (?tab=). */
export function CaptainProfilePage({
  tab,
  onTabChange,
  readImageDimensions,
  paymentId,
}: CaptainProfilePageProps) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('captainProfile.title')}</Title>
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isTab(value) && value !== tab) onTabChange(value);
          }}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="profile" leftSection={<IconUser size="1rem" aria-hidden />}>
              {t('captainProfile.tabs.profile')}
            </Tabs.Tab>
            <Tabs.Tab value="password" leftSection={<IconLock size="1rem" aria-hidden />}>
              {t('captainProfile.tabs.password')}
            </Tabs.Tab>
            <Tabs.Tab value="premium" leftSection={<IconCrown size="1rem" aria-hidden />}>
              {t('captainProfile.tabs.premium')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfileTab readImageDimensions={readImageDimensions} />
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <Suspense fallback={<Skeleton h="22rem" radius="lg" />}>
              <PasswordForm />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="premium">
            <PremiumTab paymentId={paymentId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
