import type { SeaTimeRequirement, SeaTimeScheme } from '#domain/sea-time/schema.ts';
import type { DocumentFormat } from '../documents/document-format.ts';
import type { PdfWriter } from '../pdf/pdf-writer.ts';

/** The statement's own texts (seaTime.statement.*), named by their full key as the PDF writer reads them. */
export const statementText = (key: string) => `seaTime.statement.${key}`;

/** A requirement's figure with its unit where the name alone does not say it (hours, miles). */
function amount(format: DocumentFormat, unit: SeaTimeRequirement['unit'], value: number) {
  if (unit === 'hours') return format.unit(value, 'h');
  if (unit === 'miles') return format.miles(value);
  return format.number(value);
}

/**
 * A scheme's requirements, required against achieved, whether all are met, and what the logbook cannot know
 * (its notes): the sea-time statement and the CV's licence progress print the same table.
 */
export function requirementsTable(pdf: PdfWriter, scheme: SeaTimeScheme, format: DocumentFormat) {
  pdf.table(
    [
      { label: statementText('requirement'), width: 52 },
      { label: statementText('required'), width: 17, align: 'right' },
      { label: statementText('achieved'), width: 17, align: 'right' },
      { label: statementText('met'), width: 14, align: 'center' },
    ],
    scheme.requirements.map((requirement) => [
      pdf.t(`seaTime.requirements.${scheme.id}.${requirement.id}`),
      amount(format, requirement.unit, requirement.required),
      amount(format, requirement.unit, requirement.achieved),
      format.yesNo(requirement.met),
    ]),
    { keepTogether: true },
  );
  pdf.fields([{ label: statementText('all_met'), value: format.yesNo(scheme.met), span: 2 }]);
  if (scheme.notes.length > 0) {
    pdf.section('remarks');
    pdf.textBox(scheme.notes.map((note) => `• ${pdf.t(`seaTime.notes.${note}`)}`).join('\n'));
  }
}
