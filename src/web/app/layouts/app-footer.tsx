import { Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { company } from '#domain/company.ts';
import { AnchorLink } from '../../components/links.tsx';

const footerLinks = [
  { to: '/terms-of-service', labelKey: 'footer.terms' },
  { to: '/privacy-policy', labelKey: 'footer.privacy' },
  { to: '/polityka-cookies', labelKey: 'footer.cookies' },
  { to: '/contact', labelKey: 'footer.contact' },
] as const;

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" align="center">
        <Group gap="lg" justify="center" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <AnchorLink to={link.to} size="sm" c="dimmed">
                {t(link.labelKey)}
              </AnchorLink>
            </li>
          ))}
        </Group>
        <Text size="sm" c="dimmed" ta="center">
          {t('footer.copyright', { year: new Date().getFullYear(), company: company.name })}
        </Text>
      </Stack>
    </Container>
  );
}
