/*
 * The import strips one apostrophe from text that starts with an apostrophe and then = + - @, a tab or a
 * carriage return (src/server/trip-import/cells.ts). What the export writes is read back as it was.
 */
const formulaStart = /^'*[=+\-@\t\r]/;
const escapedStart = /^'+[=+\-@\t\r]/;

/**
 * CSV, against formula injection (OWASP "CSV injection"): text a spreadsheet would run as a formula gets a
 * leading apostrophe, and text that already starts with apostrophes before such a character one more. Numbers
 * are never passed here: a negative longitude stays a number.
 */
export const escapeFormula = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);

/**
 * XLSX: a text cell is never run as a formula, so "=x" is written as it is; only text that already looks
 * escaped ("'=x") gets one more apostrophe, which the import strips.
 */
export const keepApostrophes = (text: string): string => (escapedStart.test(text) ? `'${text}` : text);
