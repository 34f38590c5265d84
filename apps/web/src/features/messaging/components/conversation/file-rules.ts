import { MESSAGING_RULES } from '@host-portal/contracts/messaging';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

/**
 * Why a chosen file cannot be sent, before it is uploaded: not a picture or PDF, or too large.
 * The server checks the content itself; this only saves a long upload that would be refused.
 */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'type' | 'size' | null {
  // some systems give no type for a file: its name decides then
  const known = file.type ? TYPES.includes(file.type) : EXTENSIONS.test(file.name);
  if (!known) return 'type';
  if (file.size > MESSAGING_RULES.attachmentMaxBytes) return 'size';
  return null;
}

/** "1.2 MB", "340 KB": a file's size for people. */
export function fileSize(bytes: number, format: (n: number) => string): string {
  if (bytes >= 1024 * 1024) return `${format(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
