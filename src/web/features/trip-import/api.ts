import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ImportMapping,
  importCommitResponseSchema,
  importResponseSchema,
} from '#domain/trip-transfer/import.ts';
import type { z } from '#domain/validation.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { uploadFile } from '../../lib/upload-file.ts';
import { tripsQueryKey, tripsUrl } from '../trips/api.ts';

export const tripImportUrl = `${tripsUrl}/import`;
export const importCommitUrl = (id: string) => `${tripImportUrl}/${encodeURIComponent(id)}/commit`;
export const importTemplateUrl = (format: 'csv' | 'xlsx') => `${tripImportUrl}/template?format=${format}`;

export type ImportAnswer = z.output<typeof importResponseSchema>;
export type CommitAnswer = z.output<typeof importCommitResponseSchema>;

/** The address of an upload: the captain's own column choices ride along as ?mapping=<JSON>. */
export function importUploadUrl(mapping: ImportMapping): string {
  if (Object.keys(mapping).length === 0) return tripImportUrl;
  return `${tripImportUrl}?mapping=${encodeURIComponent(JSON.stringify(mapping))}`;
}

export interface UploadImportInput {
  file: File;
  mapping: ImportMapping;
  onProgress: (percent: number) => void;
}

/**
 * POST /api/sailing-trips/import: reads the file into a preview (nothing is saved). Each upload stores an import,
 * so it carries the page's Idempotency-Key, renewed after every answer: the same file sent again with other
 * columns is a new upload, not a repeat.
 */
export function useUploadImport() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ file, mapping, onProgress }: UploadImportInput): Promise<ImportAnswer> =>
      uploadFile(importUploadUrl(mapping), {
        field: 'file',
        file,
        onProgress,
        schema: importResponseSchema,
        idempotencyKey: key.current(),
      }),
    onSuccess: () => key.renew(),
  });
}

/** POST /api/sailing-trips/import/{id}/commit: writes every ready row at once; the trip list then reloads. */
export function useCommitImport() {
  const key = useIdempotencyKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<CommitAnswer> =>
      apiRequest(importCommitUrl(id), {
        method: 'POST',
        auth: 'captain',
        json: {},
        idempotencyKey: key.current(),
        schema: importCommitResponseSchema,
      }),
    onSuccess: async () => {
      key.renew();
      await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
  });
}
