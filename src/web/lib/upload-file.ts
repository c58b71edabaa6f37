import { type AnswerSchemaSource, ApiError, apiErrorFrom } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import { clearCaptainSession, readCaptainSession } from './session-storage.ts';

export interface UploadFileInit<T> {
  /** The multipart field the file goes under (`file`, `logo`). */
  field: string;
  file: File;
  /** Checks and types the answer; a loader keeps the schema in the chunk of the page that uploads. */
  schema: AnswerSchemaSource<T>;
  onProgress: (percent: number) => void;
  /** Sent as the Idempotency-Key header when the upload creates something (see useIdempotencyKey). */
  idempotencyKey?: string;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs one file as multipart through XMLHttpRequest, which, unlike fetch, reports upload progress. Sends the
 * captain's token and the UI language as apiRequest does; a 401 ends the login the same way, a refusal rejects
 * with its ApiError (422 field errors included) and an answer the schema refuses with an ApiError too.
 */
export function uploadFile<T>(url: string, init: UploadFileInit<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    const session = readCaptainSession();
    if (session) request.setRequestHeader('Authorization', `Bearer ${session.token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    if (init.idempotencyKey) request.setRequestHeader('Idempotency-Key', init.idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        init.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = async () => {
      const body = parseJson(request.responseText);
      if (request.status === 401) clearCaptainSession();
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFrom(request.status, request.statusText, body));
        return;
      }
      try {
        const schema = typeof init.schema === 'function' ? await init.schema() : init.schema;
        const answer = schema.parse(body);
        init.onProgress(100);
        resolve(answer);
      } catch {
        reject(new ApiError(request.status, request.statusText, {}, body));
      }
    };
    request.onerror = () => reject(new ApiError(0, ''));
    request.onabort = () => reject(new ApiError(0, ''));
    const form = new FormData();
    form.append(init.field, init.file, init.file.name);
    request.send(form);
  });
}
