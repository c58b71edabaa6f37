import { accountExportFileName } from '#domain/account-export.ts';
import { todayIso } from '#domain/trip-days.ts';
import { refusalOf } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  clearCaptainSession,
  clearStudentSession,
  readCaptainSession,
  readStudentSession,
} from '../../lib/session-storage.ts';

export type AccountKind = 'captain' | 'student';

export const accountExportUrls: Record<AccountKind, string> = {
  captain: '/api/auth/export',
  student: '/api/student/export',
};

/** Where a download stands: the server puts the file together, then it arrives (bytes so far). */
export type DownloadProgress = { stage: 'preparing' } | { stage: 'receiving'; bytes: number };

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (`filename="..."`), or today's export name without one. */
export function fileNameFrom(header: string | null): string {
  const name = header ? /filename="([^"]+)"/i.exec(header)?.[1] : undefined;
  return name ?? accountExportFileName(todayIso());
}

/** Reads the answer's body, telling how many bytes have come so far. */
async function receive(response: Response, onBytes: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/json';
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
 * GET the account's "Download my data" file with the logged-in account's token and the interface language, like
 * apiRequest (a 401 ends that login). A refusal (429, 403...) becomes an ApiError with the server's message.
 */
export async function downloadAccountExport(
  kind: AccountKind,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const session = kind === 'captain' ? readCaptainSession() : readStudentSession();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  onProgress({ stage: 'preparing' });
  const response = await fetch(accountExportUrls[kind], { headers });
  if (response.status === 401) {
    if (kind === 'captain') clearCaptainSession();
    else clearStudentSession();
  }
  if (!response.ok) throw await refusalOf(response);
  const blob = await receive(response, (bytes) => onProgress({ stage: 'receiving', bytes }));
  return { blob, fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
}
