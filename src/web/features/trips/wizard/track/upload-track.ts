import type { trackResponseSchema } from '#domain/track.ts';
import type { z } from '#domain/validation.ts';
import { uploadFile } from '../../../../lib/upload-file.ts';

export const tracksUrl = '/api/tracks';

export type TrackAnswer = z.output<typeof trackResponseSchema>;

/**
 * POST /api/tracks as multipart (field `file`) with upload progress. A refusal rejects with its ApiError (422 field
 * errors under `file`). The answer's schema is loaded with this module's chunk, which only the form's track panel
 * imports.
 */
export function uploadTrack(file: File, onProgress: (percent: number) => void): Promise<TrackAnswer> {
  return uploadFile(tracksUrl, {
    field: 'file',
    file,
    onProgress,
    schema: () => import('#domain/track.ts').then((m) => m.trackResponseSchema),
  });
}
