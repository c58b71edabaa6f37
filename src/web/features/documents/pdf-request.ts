import { refusalOf } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  clearCaptainSession,
  clearStudentSession,
  readCaptainSession,
  readStudentSession,
} from '../../lib/session-storage.ts';

/** No answer from the server (offline, connection refused, body cut off): the "no response" case. */
export class PdfConnectionError extends Error {
  constructor(cause: unknown) {
    super('No response from the server', { cause });
    this.name = 'PdfConnectionError';
  }
}

export interface PdfRequestInit {
  method?: 'GET' | 'POST';
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sends that account's bearer token; a 401 answer then ends that login (as apiRequest does). */
  auth?: 'captain' | 'student';
}

const isPdf = (response: Response) =>
  (response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/pdf');

/**
 * Asks the API for a PDF with the same headers as apiRequest (Accept-Language for the document's language,
 * the captain's token when asked) and returns it as a Blob. Anything but a PDF becomes an ApiError carrying
 * the server's message and field errors; no answer at all becomes a PdfConnectionError.
 */
export async function requestPdf(path: string, init: PdfRequestInit = {}): Promise<Blob> {
  const headers = new Headers({ Accept: 'application/pdf', 'Accept-Language': currentLanguage() });
  const session =
    init.auth === 'captain' ? readCaptainSession() : init.auth === 'student' ? readStudentSession() : null;
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  let body: string | undefined;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    response = await fetch(path, { method: init.method ?? 'GET', headers, body });
  } catch (error) {
    throw new PdfConnectionError(error);
  }
  if (response.status === 401 && init.auth === 'captain') clearCaptainSession();
  if (response.status === 401 && init.auth === 'student') clearStudentSession();
  if (!response.ok || !isPdf(response)) throw await refusalOf(response);
  try {
    return await response.blob();
  } catch (error) {
    throw new PdfConnectionError(error);
  }
}
