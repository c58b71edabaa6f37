import type { trackResponseSchema } from '#domain/track.ts';
import type { z } from '#domain/validation.ts';
import { ApiError, apiErrorFrom } from '../../../../lib/api-client.ts';
import { currentLanguage } from '../../../../lib/i18n.ts';
import { clearCaptainSession, readCaptainSession } from '../../../../lib/session-storage.ts';

export const tracksUrl = '/api/tracks';

export type TrackAnswer = z.output<typeof trackResponseSchema>;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/tracks as multipart (field `file`) through XMLHttpRequest, which, unlike fetch, reports upload
 * progress. Sends the captain's token and the UI language as apiRequest does; a 401 ends the login the same way,
 * a refusal rejects with its ApiError (422 field errors under `file`). The answer's schema is loaded with this
 * module's chunk, which only the form's track panel imports.
 */
export function uploadTrack(file: File, onProgress: (percent: number) => void): Promise<TrackAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', tracksUrl);
    const session = readCaptainSession();
    if (session) request.setRequestHeader('Authorization', `Bearer ${session.token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = async () => {
      const body = parseJson(request.responseText);
      if (request.status === 401) clearCaptainSession();
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFrom(request.status, request.statusText, body));
        return;
      }
      const { trackResponseSchema } = await import('#domain/track.ts');
      const parsed = trackResponseSchema.safeParse(body);
      if (!parsed.success) {
        reject(new ApiError(request.status, request.statusText, {}, body));
        return;
      }
      onProgress(100);
      resolve(parsed.data);
    };
    request.onerror = () => reject(new ApiError(0, ''));
    request.onabort = () => reject(new ApiError(0, ''));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
