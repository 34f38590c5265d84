import type { FastifyReply } from 'fastify';

/**
 * A private document as a download: always an attachment, never rendered in the portal's origin
 * (`content-security-policy: sandbox` for a browser that opens it anyway), its type not guessed.
 */
export function sendDocument(
  reply: FastifyReply,
  doc: { data: Buffer; contentType: string; fileName: string },
) {
  const ascii = doc.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', doc.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
    )
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(doc.data);
}

export const DOCUMENT_RESPONSE = 'The file (image/jpeg, image/png or application/pdf), as an attachment';
