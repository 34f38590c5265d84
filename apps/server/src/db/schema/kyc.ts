import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A host's identity verification (issue 11): one row per host from the moment it is required or
 * started (no row: VERIFICATION_NEVER_STARTED). Status values and transitions: contracts' kyc.ts
 * and the server's kyc-rules.ts.
 */
export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** individual or company, fixed when the verification (re)starts: it decides the checks */
    accountType: text('account_type', { enum: ['individual', 'company'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** since when documents are being collected (start, retry, a request for another document) */
    collectingSince: timestamp('collecting_since', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** the staff's words with a rejection or a request for another document */
    reason: text('reason'),
    /** which provider decides (KYC_PROVIDER); a hosted provider's own case id */
    provider: text('provider').notNull().default('builtin'),
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_verifications_host_key').on(t.hostId),
    // the staff queue: one status, oldest submission first
    index('kyc_verifications_queue_idx').on(t.status, t.submittedAt, t.id),
  ],
);

/** One thing to verify (identity, company registration, bank account, …) and its check status. */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => kycVerifications.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    /** when it last went back to awaiting data: a re-asked check needs a document newer than this */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.verificationId, t.type] })],
);

/**
 * An uploaded document. The file lives in the private document store (<DATA_DIR>/private/kyc),
 * never under the public uploads; `host_id` scopes every host read.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => kycVerifications.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_documents_verification_idx').on(t.verificationId, t.createdAt)],
);
