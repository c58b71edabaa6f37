import { refusalOf } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import {
  clearCaptainSession,
  clearStudentSession,
  readCaptainSession,
  readStudentSession,
} from './session-storage.ts';

/** Where a download stands: the server puts the file together, then it arrives (bytes so far). */
export type DownloadProgress = { stage: 'preparing' } | { stage: 'receiving'; bytes: number };

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadFileInit {
  /** Sends the bearer token of this kind of login; a 401 answer then ends that login. */
  auth: 'captain' | 'student';
  /** The name to save under when the answer's Content-Disposition names none. */
  fallbackName: string;
  onProgress?: (progress: DownloadProgress) => void;
}

/** The file name of a Content-Disposition header (`filename="..."`), or the fallback without one. */
export function fileNameFrom(header: string | null, fallback: string): string {
  const name = header ? /filename="([^"]+)"/i.exec(header)?.[1] : undefined;
  return name ?? fallback;
}

/** Reads the answer's body, telling how many bytes have come so far. */
async function receive(response: Response, onBytes: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onBytes(bytes);
  }
  return new Blob(chunks as BlobPart[], { type });
}

/**
 * GETs a file (an export, a template) with the login's token and the interface language, like apiRequest (a 401
 * ends that login), and names it as the server does. A refusal (429, 403...) becomes an ApiError with the
 * server's message.
 */
export async function downloadFile(url: string, init: DownloadFileInit): Promise<DownloadedFile> {
  const headers = new Headers({ Accept: '*/*', 'Accept-Language': currentLanguage() });
  const session = init.auth === 'captain' ? readCaptainSession() : readStudentSession();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  init.onProgress?.({ stage: 'preparing' });
  const response = await fetch(url, { headers });
  if (response.status === 401) {
    if (init.auth === 'captain') clearCaptainSession();
    else clearStudentSession();
  }
  if (!response.ok) throw await refusalOf(response);
  const blob = await receive(response, (bytes) => init.onProgress?.({ stage: 'receiving', bytes }));
  return { blob, fileName: fileNameFrom(response.headers.get('Content-Disposition'), init.fallbackName) };
}
