import {
  Anchor,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuilding, IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { company } from '#domain/company.ts';
import { AnchorLink, ButtonLink } from '../../components/links.tsx';
import { usePlanFormat } from '../plans/plan-format.ts';
import { useQuotedPrice } from '../plans/use-quoted-plan.ts';
import classes from './contact-page.module.css';

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <div>{children}</div>
      </Stack>
    </Group>
  );
}

/** The standard price of 19 EUR a year, quoted only when no plan loads. */
const fallbackPrice = { ...company.yearlyPriceBox, duration_days: 365 };

/** The price box quotes the plans on offer (the yearly one), as the pricing page does. */
function PriceBoxPrice() {
  const format = usePlanFormat();
  const quoted = useQuotedPrice(fallbackPrice);
  const price = quoted ?? fallbackPrice;
  return (
    <Skeleton visible={!quoted} w="fit-content" aria-hidden={quoted ? undefined : true}>
      <Text fz={34} fw={800} lh={1} data-testid="contact-price">
        {format.price(price.amount, price.currency)}
        <Text span size="md" fw={500} c="dimmed">
          {' '}
          {format.perPeriod(price.duration_days)}
        </Text>
      </Text>
    </Skeleton>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('contact.title')}</Title>
          <Text c="dimmed" maw={640}>
            {t('contact.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Card withBorder radius="lg" padding="xl" className={classes.details}>
            <Stack gap="lg">
              <Title order={2} size="h3">
                {t('contact.company_title')}
              </Title>
              <ContactRow icon={<IconBuilding size={20} />} label={t('contact.company')}>
                <Text fw={600}>{company.name}</Text>
                <Text>{company.street}</Text>
                <Text>
                  {company.postalCode} {company.city}
                </Text>
                <Text>{company.country}</Text>
              </ContactRow>
              <ContactRow icon={<IconMail size={20} />} label={t('contact.email')}>
                <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>
              </ContactRow>
              <ContactRow icon={<IconPhone size={20} />} label={t('contact.phone')}>
                <Anchor href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</Anchor>
              </ContactRow>
              <ContactRow icon={<IconClock size={20} />} label={t('contact.hours_label')}>
                <Text>
                  {t('contact.hours', {
                    open: company.hours.open,
                    close: company.hours.close,
                    timezone: company.hours.timezone,
                  })}
                </Text>
              </ContactRow>
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="xl" bg="var(--mantine-color-navy-light)">
            <Stack gap="md" h="100%">
              <Title order={2} size="h3">
                {t('contact.price_box.title')}
              </Title>
              <PriceBoxPrice />
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t('contact.price_box.text')}
              </Text>
              <ButtonLink to="/register" fullWidth>
                {t('contact.price_box.create_account')}
              </ButtonLink>
            </Stack>
          </Card>
        </SimpleGrid>
        <Group gap="lg">
          <AnchorLink to="/terms-of-service">{t('footer.terms')}</AnchorLink>
          <AnchorLink to="/privacy-policy">{t('footer.privacy')}</AnchorLink>
        </Group>
      </Stack>
    </Container>
  );
}
