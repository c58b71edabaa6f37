import {
  Box,
  Card,
  Container,
  Flex,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAnchor, IconId, IconRoute, IconSailboat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fallbackPlan } from '#domain/plan-duration.ts';
import { ButtonLink } from '../../components/links.tsx';
import { usePlanFormat } from '../plans/plan-format.ts';
import { PlansList } from '../plans/plans-list.tsx';
import { useQuotedPrice } from '../plans/use-quoted-plan.ts';
import classes from './home-page.module.css';

const wrapping = { root: classes.wrapButton, label: classes.wrapLabel };

const features = [
  { key: 'trips', icon: IconRoute },
  { key: 'yachts', icon: IconSailboat },
  { key: 'captain', icon: IconId },
] as const;

function HeroPrice() {
  const { t } = useTranslation();
  const format = usePlanFormat();
  const quoted = useQuotedPrice(fallbackPlan);
  // While the plans load, a skeleton the size of the fallback's text holds the place: nothing moves after.
  const plan = quoted ?? fallbackPlan;
  return (
    <Box
      className={classes.priceTag}
      data-testid="hero-price"
      aria-busy={quoted ? undefined : 'true'}
      aria-label={quoted ? undefined : t('common.loading')}
    >
      <Skeleton
        visible={!quoted}
        radius="xl"
        className={classes.priceTagContent}
        aria-hidden={quoted ? undefined : true}
      >
        <Text span fw={800} fz="xl">
          {format.price(plan.amount, plan.currency)}
        </Text>
        <Text span>{t('home.hero.price_for_days', { count: plan.duration_days })}</Text>
      </Skeleton>
    </Box>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="home-hero-title">
        <Container size="lg">
          <Stack gap="lg" align="flex-start">
            <Group gap="xs">
              <IconAnchor size={18} aria-hidden />
              <Text size="sm" fw={600} tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                {t('home.hero.eyebrow')}
              </Text>
            </Group>
            <Title id="home-hero-title" order={1} className={classes.heroTitle}>
              {t('home.hero.title')}
            </Title>
            <Text size="lg" className={classes.heroText}>
              {t('home.hero.subtitle')}
            </Text>
            <HeroPrice />
            <Flex gap="sm" direction={{ base: 'column', xs: 'row' }} w={{ base: '100%', xs: 'auto' }}>
              <ButtonLink to="/register" size="lg" color="gold" c="dark" classNames={wrapping}>
                {t('home.hero.register')}
              </ButtonLink>
              <ButtonLink
                to="/public-trip-card"
                size="lg"
                variant="outline"
                color="white"
                classNames={wrapping}
              >
                {t('home.hero.public_generator')}
              </ButtonLink>
            </Flex>
          </Stack>
        </Container>
      </Box>

      <Box component="section" className={classes.section} aria-labelledby="home-features-title">
        <Container size="lg">
          <Stack gap="xl">
            <Stack gap="xs" ta="center" align="center">
              <Title id="home-features-title" order={2}>
                {t('home.features.title')}
              </Title>
              <Text c="dimmed" maw={640}>
                {t('home.features.subtitle')}
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {features.map(({ key, icon: Icon }) => (
                <Card key={key} withBorder radius="lg" padding="xl">
                  <Stack gap="sm">
                    <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                      <Icon size={26} />
                    </ThemeIcon>
                    <Title order={3} size="h4">
                      {t(`home.features.${key}.title`)}
                    </Title>
                    <Text c="dimmed" size="sm">
                      {t(`home.features.${key}.text`)}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      </Box>

      <Box component="section" className={classes.sectionAlt} aria-labelledby="home-pricing-title">
        <Container size="md">
          <Stack gap="xl">
            <Stack gap="xs" ta="center" align="center">
              <Title id="home-pricing-title" order={2}>
                {t('home.pricing.title')}
              </Title>
              <Text c="dimmed" maw={560}>
                {t('home.pricing.subtitle')}
              </Text>
            </Stack>
            <PlansList />
          </Stack>
        </Container>
      </Box>

      <Box component="section" className={classes.section} aria-labelledby="home-cta-title">
        <Container size="lg">
          <Box className={classes.cta}>
            <Group justify="space-between" gap="lg">
              <Stack gap={4} maw={560}>
                <Title id="home-cta-title" order={2} c="white">
                  {t('home.cta.title')}
                </Title>
                <Text c="rgb(255 255 255 / 85%)">{t('home.cta.text')}</Text>
              </Stack>
              <Flex gap="sm" direction={{ base: 'column', xs: 'row' }} w={{ base: '100%', xs: 'auto' }}>
                <ButtonLink to="/register" size="md" color="gold" c="dark" classNames={wrapping}>
                  {t('home.cta.register')}
                </ButtonLink>
                <ButtonLink
                  to="/student/login"
                  size="md"
                  variant="outline"
                  color="white"
                  classNames={wrapping}
                >
                  {t('home.cta.student_login')}
                </ButtonLink>
              </Flex>
            </Group>
          </Box>
        </Container>
      </Box>
    </>
  );
}
