import { Accordion, Badge, Group, Select, Text } from '@mantine/core';
import { IconCircleCheck, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeaTimeScheme, SeaTimeSchemeId } from '#domain/sea-time/schema.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { SchemePanel } from './scheme-panel.tsx';
import type { SeaTimeSchemeView } from './scheme-view.ts';
import { isSeaTimeSchemeId, useSeaTimeGoal } from './use-sea-time-goal.ts';

function SchemeItem({
  scheme,
  isGoal,
  view,
}: {
  scheme: SeaTimeScheme;
  isGoal: boolean;
  view: SeaTimeSchemeView;
}) {
  const { t } = useTranslation();
  const metCount = scheme.requirements.filter((requirement) => requirement.met).length;
  return (
    <Accordion.Item value={scheme.id}>
      <Accordion.Control>
        <Group component="span" gap="xs" justify="space-between">
          <Text span fw={600}>
            {t(`seaTime.schemes.${scheme.id}`)}
          </Text>
          <Group component="span" gap={6}>
            {isGoal && (
              <Badge variant="light" leftSection={<IconTarget size="0.8rem" aria-hidden />}>
                {t('seaTime.goal.badge')}
              </Badge>
            )}
            <Badge
              variant={scheme.met ? 'filled' : 'light'}
              // Teal's darkest shade: white on it reads at AA contrast in either colour scheme.
              color={scheme.met ? 'teal.9' : 'gray'}
              leftSection={scheme.met ? <IconCircleCheck size="0.8rem" aria-hidden /> : undefined}
            >
              {scheme.met
                ? t('seaTime.scheme.met_badge')
                : t('seaTime.scheme.progress_badge', {
                    count: scheme.requirements.length,
                    met: metCount,
                  })}
            </Badge>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <SchemePanel scheme={scheme} view={view} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * A card per licence scheme. The scheme the account follows ("My goal", remembered in this browser) comes first
 * and open; the others open on demand.
 */
export function SchemesSection({
  schemes,
  view,
}: {
  schemes: readonly SeaTimeScheme[];
  view: SeaTimeSchemeView;
}) {
  const { t } = useTranslation();
  const { goal, choose } = useSeaTimeGoal(schemes, view.goalKey);
  const [opened, setOpened] = useState<string[]>(() => (goal ? [goal] : []));
  const ordered = [
    ...schemes.filter((scheme) => scheme.id === goal),
    ...schemes.filter((scheme) => scheme.id !== goal),
  ];
  const chooseGoal = (id: SeaTimeSchemeId) => {
    choose(id);
    setOpened((current) => (current.includes(id) ? current : [id, ...current]));
  };
  return (
    <SectionCard title={t('seaTime.schemes_section.title')} description={t('seaTime.schemes_section.text')}>
      <Select
        label={t('seaTime.goal.label')}
        description={t('seaTime.goal.description')}
        data={schemes.map((scheme) => ({ value: scheme.id, label: t(`seaTime.schemes.${scheme.id}`) }))}
        value={goal}
        onChange={(value) => {
          if (isSeaTimeSchemeId(value)) chooseGoal(value);
        }}
        allowDeselect={false}
        maw={420}
      />
      <Accordion multiple variant="separated" radius="md" order={3} value={opened} onChange={setOpened}>
        {ordered.map((scheme) => (
          <SchemeItem key={scheme.id} scheme={scheme} isGoal={scheme.id === goal} view={view} />
        ))}
      </Accordion>
    </SectionCard>
  );
}
