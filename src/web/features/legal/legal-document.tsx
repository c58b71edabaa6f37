import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { company } from '#domain/company.ts';
import { currentLanguage } from '../../lib/i18n.ts';

export type LegalDocumentKey = 'terms' | 'privacy' | 'cookies';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** When the legal texts were last changed; shown on every legal page. */
const lastUpdated = new Date('2026-11-22T00:00:00Z');

const companyParams = {
  company: company.name,
  address: `${company.street}, ${company.postalCode} ${company.city}`,
  email: company.email,
  privacyEmail: company.privacyEmail,
  phone: company.phone,
};

/** Renders one legal text of the catalogue: title, date, intro and numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentKey }) {
  const { t } = useTranslation();
  const sections = t(`legal.${document}.sections`, {
    returnObjects: true,
    ...companyParams,
  }) as LegalSection[];
  const date = new Intl.DateTimeFormat(currentLanguage() === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'long',
  }).format(lastUpdated);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t(`legal.${document}.title`)}</Title>
          <Text size="sm" c="dimmed">
            {t('legal.updated', { date })}
          </Text>
        </Stack>
        <Text size="lg">{t(`legal.${document}.intro`, companyParams)}</Text>
        <Stack gap={0}>
          {Array.isArray(sections) &&
            sections.map((section) => (
              <section key={section.heading}>
                <Title order={2} size="h3" mt="lg" mb="xs">
                  {section.heading}
                </Title>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} component="p" mb="sm">
                    {paragraph}
                  </Text>
                ))}
              </section>
            ))}
        </Stack>
      </Stack>
    </Container>
  );
}
