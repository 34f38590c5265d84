import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  kycRejectBodySchema,
  kycRequestDocumentBodySchema,
  kycStaffDocumentParamsSchema,
  kycVerificationDetailSchema,
  kycVerificationParamsSchema,
  kycVerificationsPageSchema,
  kycVerificationsQuerySchema,
} from '@host-portal/contracts/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_RESPONSE, sendDocument } from './kyc-download.ts';
import type { KycReviewService } from './kyc-review.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const decided = {
  200: kycVerificationDetailSchema,
  ...errorResponses,
  409: problemSchema,
  503: problemSchema,
};
const BASE = '/kyc/verifications';

/** The staff's verification queue (the built-in provider), under /api/staff: anyone else gets 404. */
export const kycStaffRoutes: FastifyPluginAsyncZod<{ kycReview: KycReviewService }> = async (
  app,
  { kycReview },
) => {
  app.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary:
          'Verifications in one status (by default those waiting for a decision), oldest submission first',
        querystring: kycVerificationsQuerySchema,
        response: { 200: kycVerificationsPageSchema, ...errorResponses },
      },
    },
    async (req) => kycReview.list(req.query.status, req.query.page),
  );

  app.get(
    `${BASE}/:verificationId`,
    {
      schema: {
        tags,
        security,
        summary: 'One verification with its checks and documents',
        params: kycVerificationParamsSchema,
        response: { 200: kycVerificationDetailSchema, ...errorResponses },
      },
    },
    async (req) => kycReview.detail(req.params.verificationId),
  );

  app.get(
    `${BASE}/:verificationId/documents/:documentId`,
    {
      schema: {
        tags,
        security,
        summary: 'Download a document of the verification (always as an attachment)',
        params: kycStaffDocumentParamsSchema,
        response: { 200: z.string().meta({ description: DOCUMENT_RESPONSE }), ...errorResponses },
      },
    },
    async (req, reply) =>
      sendDocument(reply, await kycReview.document(req.params.verificationId, req.params.documentId)),
  );

  app.post(
    `${BASE}/:verificationId/approve`,
    {
      schema: {
        tags,
        security,
        summary: 'Approve: every pending check passes, the verification is COMPLETED; the host is e-mailed',
        params: kycVerificationParamsSchema,
        response: decided,
      },
    },
    async (req) => kycReview.approve(req.params.verificationId, req.auth.userId),
  );

  app.post(
    `${BASE}/:verificationId/reject`,
    {
      schema: {
        tags,
        security,
        summary: 'Reject with a reason the host reads (FAILED; the host may retry); the host is e-mailed',
        params: kycVerificationParamsSchema,
        body: kycRejectBodySchema,
        response: decided,
      },
    },
    async (req) =>
      kycReview.reject(req.params.verificationId, req.auth.userId, req.body.reason, req.body.checks),
  );

  app.post(
    `${BASE}/:verificationId/request-document`,
    {
      schema: {
        tags,
        security,
        summary:
          'Ask for another document: the check awaits data again with the reason; the host is e-mailed',
        params: kycVerificationParamsSchema,
        body: kycRequestDocumentBodySchema,
        response: decided,
      },
    },
    async (req) =>
      kycReview.requestDocument(req.params.verificationId, req.auth.userId, req.body.check, req.body.reason),
  );

  app.post(
    `${BASE}/:verificationId/reopen`,
    {
      schema: {
        tags,
        security,
        summary: 'Reopen an expired verification: it collects documents again',
        params: kycVerificationParamsSchema,
        response: decided,
      },
    },
    async (req) => kycReview.reopen(req.params.verificationId, req.auth.userId),
  );
};
