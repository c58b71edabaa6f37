import { accountExportFileName } from '#domain/account-export.ts';
import { todayIso } from '#domain/trip-days.ts';
import { type DownloadedFile, type DownloadProgress, downloadFile } from '../../lib/download-file.ts';

export type { DownloadedFile, DownloadProgress } from '../../lib/download-file.ts';

export type AccountKind = 'captain' | 'student';

export const accountExportUrls: Record<AccountKind, string> = {
  captain: '/api/auth/export',
  student: '/api/student/export',
};

/** GET the account's "Download my data" file with the logged-in account's token (a 401 ends that login). */
export function downloadAccountExport(
  kind: AccountKind,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  return downloadFile(accountExportUrls[kind], {
    auth: kind,
    fallbackName: accountExportFileName(todayIso()),
    onProgress,
  });
}
