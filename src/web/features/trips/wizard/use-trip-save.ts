import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import { formValuesToRequest } from '#domain/trip-form-data.ts';
import { notifySuccess } from '../../../lib/notify.tsx';
import { useCreateTrip, useUpdateTrip } from '../api.ts';
import { fieldLabel } from './field-meta.ts';
import { type SaveFailure, saveFailure } from './save-failure.ts';

export type SaveOutcome = { kind: 'saved'; message: string } | { kind: 'failed'; messages: string[] } | null;

/**
 * Saves the form: POST in create mode, PUT /api/sailing-trips/{tripId} in edit mode, with the submit clean-up of
 * formValuesToRequest. Success shows the green message and a toast; a failure is turned into the error list and
 * the fields the server refused (returned, so the form can open their step).
 */
export function useTripSave({
  mode,
  tripId,
  plannedTripId,
  onSaved,
  onStored,
}: {
  mode: 'create' | 'edit';
  tripId?: number;
  /** Create mode: the planned trip this trip is made from; the server links the two as it saves. */
  plannedTripId?: number;
  onSaved?: (trip: Trip) => void;
  /** The server has stored the trip (called before the cache and the pages hear of it: drop the draft here). */
  onStored?: (trip: Trip) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTrip({ onStored });
  const update = useUpdateTrip(tripId ?? 0, { onStored });
  const [outcome, setOutcome] = useState<SaveOutcome>(null);

  const save = async (values: TripFormValues): Promise<SaveFailure | null> => {
    setOutcome(null);
    try {
      const body = formValuesToRequest(values);
      const trip =
        mode === 'edit'
          ? await update.mutateAsync(body)
          : await create.mutateAsync(
              plannedTripId === undefined ? body : { ...body, planned_trip_id: plannedTripId },
            );
      const message = t(mode === 'edit' ? 'trips.updated' : 'trips.created');
      setOutcome({ kind: 'saved', message });
      notifySuccess(message);
      onSaved?.(trip);
      return null;
    } catch (error) {
      const failure = saveFailure(error, {
        fallback: t('trips.wizard.save_failed'),
        withField: (path, message) => {
          const field = fieldLabel(t, path);
          return field ? t('trips.wizard.error_with_field', { field, message }) : undefined;
        },
      });
      setOutcome({ kind: 'failed', messages: failure.messages });
      return failure;
    }
  };

  return { save, saving: create.isPending || update.isPending, outcome };
}
