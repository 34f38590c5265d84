/**
 * Content checks shared by the uploads that take PDFs (chat attachments, identity documents): a
 * file is what its bytes say, never what its name or declared type say.
 */

/** A PDF starts with `%PDF-`. */
export const looksLikePdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

/** A PDF that was not cut off ends with an `%%EOF` marker (within its last kilobyte). */
export const pdfIsComplete = (data: Buffer) => data.subarray(-1024).toString('latin1').includes('%%EOF');

/** A file name fit to show: no path, no control characters, at most 120 characters. */
export function cleanName(name: string | undefined, fallback: string) {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 31 && c.charCodeAt(0) !== 127).join('');
  const clean = printable.trim().slice(0, 120);
  return clean || fallback;
}
