import { ActionIcon, Box, Group, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { otherOption } from '#domain/trip-enums.ts';
import { useUnprintableHint } from '../../documents/unprintable-hint.ts';
import { CrewConfirmation } from '../shared/crew-confirmation.tsx';
import { CrewStudentPicker } from './crew-student-picker.tsx';
import { NotesField, SelectField, TextField } from './form-fields.tsx';
import { assessmentOptions, crewLicenceOptions, roleOptions } from './options.ts';
import { FieldGroup } from './step-panel.tsx';
import { useTripForm } from './trip-form-context.ts';

/** The captain's side of linking crew to students: offered to a logged-in captain who saves the trip. */
export interface CrewLinks {
  /** The trip as last saved (edit mode; null for a new one): each linked student's answer to it. */
  saved: Trip | null;
}

interface CrewMemberCardProps {
  index: number;
  onRemove: () => void;
  /** Null: the form links nobody (the public trip card). */
  links: CrewLinks | null;
}

/** The member's name, described while it holds characters the documents will not print as typed. */
function CrewNameField({ index, label }: { index: number; label: string }) {
  const { control } = useTripForm();
  const name = `crewMembers.${index}.fullName` as const;
  const hint = useUnprintableHint(useWatch({ control, name }));
  return <TextField name={name} label={label} autoComplete="off" required description={hint} />;
}

/**
 * One crew member: who they are (picked from the captain's students or typed), contact, function and licence
 * ("Other" asks for its name), and the captain's assessment.
 */
export function CrewMemberCard({ index, onRemove, links }: CrewMemberCardProps) {
  const { t } = useTranslation();
  const path = `crewMembers.${index}` as const;
  const { control } = useTripForm();
  const [role, licenseType, studentId] = useWatch({
    control,
    name: [`${path}.role`, `${path}.licenseType`, `${path}.studentId`],
  });
  // The answer belongs to the student, wherever the member now stands in the list; a new link has none yet.
  const confirmation =
    studentId === null
      ? null
      : links?.saved?.crew_members.find((saved) => saved.student_id === studentId)?.confirmation;
  const label = (name: string) => t(`trips.wizard.crew.${name}`);
  const title = t('trips.wizard.crew.member', { number: index + 1 });

  return (
    <FieldGroup
      title={title}
      action={
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={onRemove}
          aria-label={t('trips.wizard.crew.remove', { number: index + 1 })}
        >
          <IconTrash size="1.1rem" aria-hidden />
        </ActionIcon>
      }
    >
      {links && (
        <Group gap="md" align="flex-end" wrap="wrap">
          <CrewStudentPicker index={index} />
          {confirmation && (
            // Level with the picker's input rather than its label.
            <Box pb="xs">
              <CrewConfirmation confirmation={confirmation} />
            </Box>
          )}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <CrewNameField index={index} label={label('full_name')} />
        <TextField name={`${path}.email`} label={label('email')} type="email" autoComplete="off" />
        <TextField name={`${path}.phone`} label={label('phone')} type="tel" autoComplete="off" />
        <SelectField name={`${path}.role`} label={label('role')} data={roleOptions(t)} required />
        {role === otherOption && (
          <TextField name={`${path}.otherRole`} label={label('other_role')} required />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SelectField
          name={`${path}.licenseType`}
          label={label('license_type')}
          data={crewLicenceOptions(t)}
        />
        {licenseType === otherOption && (
          <TextField name={`${path}.otherLicense`} label={label('other_license')} required />
        )}
        <TextField name={`${path}.licenseNumber`} label={label('license_number')} />
      </SimpleGrid>
      <Text fw={600} size="sm">
        {label('assessment')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          name={`${path}.captainOpinion`}
          label={label('captain_opinion')}
          data={assessmentOptions(t, 'captainOpinion')}
          required
        />
        <SelectField
          name={`${path}.performance`}
          label={label('performance')}
          data={assessmentOptions(t, 'performance')}
          required
        />
        <SelectField
          name={`${path}.seasickness`}
          label={label('seasickness')}
          data={assessmentOptions(t, 'seasickness')}
          required
        />
        <SelectField
          name={`${path}.resistance`}
          label={label('resistance')}
          data={assessmentOptions(t, 'resistance')}
          required
        />
      </SimpleGrid>
      <NotesField name={`${path}.captainNotes`} label={label('captain_notes')} rows={3} />
    </FieldGroup>
  );
}
