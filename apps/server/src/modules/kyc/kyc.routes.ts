import multipart from '@fastify/multipart';
import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  KYC_RULES,
  kycDocumentParamsSchema,
  kycStartedAtSchema,
  kycStatusSchema,
  kycUploadResultSchema,
} from '@host-portal/contracts/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KycService } from './kyc.service.ts';
import { DOCUMENT_RESPONSE, sendDocument } from './kyc-download.ts';
import { kycMultipart, readDocumentUpload } from './kyc-upload.ts';

const tags = ['kyc'];
const security = [{ bearer: [] }];
const conflict = { 409: problemSchema };
const mb = KYC_RULES.maxFileBytes / 1_048_576;

/** The host's identity verification (issue 11, 001 section 7), under /api/app. */
export const kycRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  await app.register(multipart, kycMultipart);

  app.get(
    '/user/kyc/status',
    {
      schema: {
        tags,
        security,
        summary:
          'The verification status (`tier`, the banner type of 001 section 4), its checks and documents',
        response: { 200: kycStatusSchema, ...errorResponses },
      },
    },
    async (req) => kyc.status(req.auth.userId),
  );

  app.get(
    '/user/kyc/started-at',
    {
      schema: {
        tags,
        security,
        summary: 'When the verification was started (null: never)',
        response: { 200: kycStartedAtSchema, ...errorResponses },
      },
    },
    async (req) => kyc.startedAt(req.auth.userId),
  );

  app.post(
    '/user/kyc/set-start-at',
    {
      schema: {
        tags,
        security,
        summary:
          'Start the verification (its checks await documents), or restart it after a rejection; unchanged while collecting',
        response: { 200: kycStartedAtSchema, ...errorResponses, ...conflict },
      },
    },
    async (req) => kyc.setStartAt(req.auth.userId),
  );

  app.post(
    '/user/onboarding/documentUpload',
    {
      config: {
        upload: {
          field: 'documents[0][file]',
          description: `Indexed form data: documents[i][type] and documents[i][file] (JPEG, PNG or PDF, at most ${mb} MB each, ${KYC_RULES.maxFilesPerUpload} at once)`,
        },
      },
      schema: {
        tags,
        security,
        summary:
          'Upload verification documents: checked by content, images re-encoded without metadata, PDFs kept; stored privately',
        consumes: ['multipart/form-data'],
        response: { 201: kycUploadResultSchema, ...errorResponses, ...conflict, 413: problemSchema },
      },
    },
    async (req, reply) => {
      const files = await readDocumentUpload(req);
      return reply.status(201).send(await kyc.upload(req.auth.userId, files));
    },
  );

  app.get(
    '/user/kyc/documents/:documentId',
    {
      schema: {
        tags,
        security,
        summary: 'Download one of your verification documents (always as an attachment)',
        params: kycDocumentParamsSchema,
        response: { 200: z.string().meta({ description: DOCUMENT_RESPONSE }), ...errorResponses },
      },
    },
    async (req, reply) => sendDocument(reply, await kyc.document(req.auth.userId, req.params.documentId)),
  );

  app.delete(
    '/user/kyc/documents/:documentId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a document while its check still awaits documents',
        params: kycDocumentParamsSchema,
        response: { 204: z.null(), ...errorResponses, ...conflict },
      },
    },
    async (req, reply) => {
      await kyc.removeDocument(req.auth.userId, req.params.documentId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user/kyc/submit',
    {
      schema: {
        tags,
        security,
        summary: 'Submit the collected documents for review (COLLECTING_DATA → IN_PROGRESS)',
        response: { 200: kycStatusSchema, ...errorResponses, ...conflict },
      },
    },
    async (req) => kyc.submit(req.auth.userId),
  );
};
