import { MESSAGING_RULES, sendMessageSchema } from '@host-portal/contracts/messaging';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readUpload, type UploadRules } from '../../lib/upload.ts';
import type { MessagingService, Viewer } from './messaging.service.ts';

const megabytes = `${MESSAGING_RULES.attachmentMaxBytes / 1024 / 1024} MB`;

/** A chat attachment: the multipart field `file`, with `clientId` and optional words in `body`. */
const attachmentUpload: UploadRules = {
  field: 'file',
  maxBytes: MESSAGING_RULES.attachmentMaxBytes,
  missing: 'Choose a picture or a PDF to send',
  oneFile: 'Send one file at a time',
  tooLarge: () => `The file is larger than ${megabytes}`,
};
const fieldsSchema = z.object({
  clientId: sendMessageSchema.shape.clientId,
  body: z.string().trim().max(MESSAGING_RULES.maxMessageLength).default(''),
});

/** The multipart limits of the routes that take attachments (host and guest). */
export const attachmentMultipart = {
  limits: { fileSize: MESSAGING_RULES.attachmentMaxBytes, files: 1, fields: 5 },
};
/** What the OpenAPI document says of the upload (plugins/openapi.ts reads `config.upload`). */
export const attachmentRouteConfig = {
  upload: { field: 'file', description: `A JPEG, PNG or WebP picture or a PDF of at most ${megabytes}` },
};
export const ATTACHMENT_SUMMARY =
  'Send a picture or a PDF (multipart field `file`, with `clientId` and optional `body`)';

/**
 * Reads an attachment sent to a channel and stores it as a message: the channel is checked first
 * (another's channel id is a 404 before the file is read), then the file by its content.
 */
export async function receiveAttachment(
  messaging: Pick<MessagingService, 'reach' | 'attach'>,
  viewer: Viewer,
  channelId: string,
  req: FastifyRequest,
) {
  await messaging.reach(viewer, channelId);
  const upload = await readUpload(req, attachmentUpload);
  const fields = fieldsSchema.safeParse(upload.fields);
  if (!fields.success) {
    throw new AppError('validation_failed', 'Send the file with a clientId', {
      invalidParams: fields.error.issues.map((i) => ({
        name: i.path.join('.') || 'clientId',
        reason: i.message,
      })),
    });
  }
  return messaging.attach(viewer, channelId, {
    data: upload.data,
    filename: upload.filename,
    ...fields.data,
  });
}
