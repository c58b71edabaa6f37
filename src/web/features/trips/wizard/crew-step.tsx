import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maxCrewMembers } from '#domain/trip-enums.ts';
import { emptyCrewMember } from '#domain/trip-form.ts';
import { type CrewLinks, CrewMemberCard } from './crew-member-card.tsx';
import { useTripForm } from './trip-form-context.ts';

/**
 * Step 4: the crew (optional). Add at the top and, once someone is listed, at the bottom too. With `links`, each
 * member may be one of the captain's students.
 */
export function CrewStep({ links }: { links: CrewLinks | null }) {
  const { t } = useTranslation();
  const { control } = useTripForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'crewMembers' });
  const topAddRef = useRef<HTMLButtonElement>(null);
  const full = fields.length >= maxCrewMembers;

  // The new member's name field takes the focus, by name: the first field react-hook-form knows of in a card
  // can be the student picker above it.
  const add = () => append(emptyCrewMember(), { focusName: `crewMembers.${fields.length}.fullName` });
  const addButton = (ref?: typeof topAddRef) => (
    <Button
      ref={ref}
      variant="light"
      onClick={add}
      disabled={full}
      leftSection={<IconPlus size="1rem" aria-hidden />}
    >
      {t('trips.wizard.crew.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text
          c={fields.length === 0 ? 'dimmed' : undefined}
          role="status"
          fw={fields.length > 0 ? 600 : undefined}
        >
          {fields.length === 0 ? (
            <>
              <IconUsers size="1rem" aria-hidden /> {t('trips.wizard.crew.empty')}
            </>
          ) : (
            t('trips.wizard.crew.count', { count: fields.length })
          )}
        </Text>
        {addButton(topAddRef)}
      </Group>
      {fields.map((member, index) => (
        <CrewMemberCard
          key={member.id}
          index={index}
          links={links}
          onRemove={() => {
            remove(index);
            topAddRef.current?.focus();
          }}
        />
      ))}
      {fields.length > 0 && <Group justify="flex-end">{addButton()}</Group>}
    </Stack>
  );
}
