import { Button, Menu, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrewMember } from '#domain/trip.ts';
import { roleLabel } from '#domain/trip-labels.ts';
import { notifyFailure } from '../../lib/notify.tsx';
import { fetchCrewOpinionPdf } from './api.ts';
import { pdfFailureMessage } from './pdf-failure.ts';
import { useOpenPdf } from './use-open-pdf.ts';

const icon = <IconFileTypePdf size="1rem" aria-hidden />;

/** No crew, no opinion: the control stays in its place, disabled, and says why (tooltip, and text on phones). */
function NoCrew() {
  const { t } = useTranslation();
  const hintId = useId();
  const hint = t('documents.no_crew');
  return (
    <Stack gap={4} align="flex-start">
      <Tooltip label={hint} withArrow multiline maw={260}>
        {/* Disabled in look and for assistive technology, but focusable so the hint can be reached. */}
        <Button
          variant="light"
          leftSection={icon}
          data-disabled
          aria-disabled="true"
          aria-describedby={hintId}
          onClick={(event) => event.preventDefault()}
        >
          {t('documents.crew_opinion')}
        </Button>
      </Tooltip>
      <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
      <Text size="xs" c="dimmed" hiddenFrom="sm" aria-hidden maw={200}>
        {hint}
      </Text>
    </Stack>
  );
}

/**
 * One crew member's opinion (opinia z rejsu) in a new tab, chosen from a menu of the crew by name (function
 * beside it). The button is busy while the PDF is generated. No Premium needed.
 */
export function CrewOpinionMenu({ tripId, crew }: { tripId: number; crew: readonly CrewMember[] }) {
  const { t } = useTranslation();
  const { open, busy } = useOpenPdf();
  if (crew.length === 0) return <NoCrew />;
  const generate = (member: CrewMember) =>
    void open(() => fetchCrewOpinionPdf(tripId, member.id), {
      onFailed: (error) => notifyFailure(pdfFailureMessage(t('documents.opinion_failed'), error, t)),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          loading={busy}
          leftSection={icon}
          rightSection={<IconChevronDown size="0.9rem" aria-hidden />}
        >
          {t('documents.crew_opinion')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('documents.crew_opinion_choose')}</Menu.Label>
        {crew.map((member) => {
          const role = roleLabel(t, member.role, member.other_role);
          return (
            <Menu.Item
              key={member.id}
              aria-label={t('documents.crew_opinion_for', { name: member.full_name })}
              onClick={() => generate(member)}
            >
              <Text size="sm" fw={500}>
                {member.full_name}
              </Text>
              {role && (
                <Text size="xs" c="dimmed">
                  {role}
                </Text>
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
