import { templateFileName } from '#domain/trip-transfer/export.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { saveFile } from '../../lib/save-file.ts';
import { importTemplateUrl } from './api.ts';

/** GET the import template in the interface's language (the server reads Accept-Language) and save it. */
export async function downloadTemplate(format: 'csv' | 'xlsx') {
  const file = await downloadFile(importTemplateUrl(format), {
    auth: 'captain',
    fallbackName: templateFileName(format, currentLanguage()),
  });
  saveFile(file.blob, file.fileName);
}
