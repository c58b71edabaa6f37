import { Anchor, Card, Group, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvCaptainInfo } from '#domain/cv.ts';
import { licenceLabel } from '#domain/trip-labels.ts';
import classes from './captain-cv.module.css';

function InfoRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      {value ? (
        <Text component="dd" m={0} fw={600} className={classes.wrapAnywhere}>
          {value}
        </Text>
      ) : (
        <Text component="dd" m={0} c="dimmed" fs="italic">
          {t('trips.shared.not_provided')}
        </Text>
      )}
    </Stack>
  );
}

function Logo({ url }: { url: string | null }) {
  const { t } = useTranslation();
  if (url) {
    return <Image src={url} alt={t('captainCv.info.logo_alt')} w="5rem" h="5rem" fit="contain" radius="md" />;
  }
  return (
    <Stack gap={4} align="center">
      <ThemeIcon size="xl" radius="md" variant="light" color="gray" aria-hidden>
        <IconPhotoOff />
      </ThemeIcon>
      <Text size="xs" c="dimmed">
        {t('captainCv.info.no_logo')}
      </Text>
    </Stack>
  );
}

/** The captain as the CV will show them (from the captain profile, edited there). */
export function CaptainInfoCard({ info }: { info: CvCaptainInfo }) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = `${info.first_name} ${info.last_name}`.trim();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {t('captainCv.info.title')}
            </Title>
            <Anchor size="sm" renderRoot={(props) => <Link to="/captain-profile" {...props} />}>
              {t('captainCv.info.edit_profile')}
            </Anchor>
          </Stack>
          <Logo url={info.logo_url} />
        </Group>
        <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <InfoRow label={t('captainCv.info.name')} value={name} />
          <InfoRow label={t('captainCv.info.email')} value={info.email} />
          <InfoRow label={t('captainCv.info.phone')} value={info.phone} />
          <InfoRow
            label={t('captainCv.info.licence')}
            value={licenceLabel(t, info.license_type, info.other_license)}
          />
          <InfoRow label={t('captainCv.info.licence_number')} value={info.license_number} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
