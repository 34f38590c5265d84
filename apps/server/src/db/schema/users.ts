import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The `sub` claim of the identity provider; for the embedded provider it equals `id`. */
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['host', 'staff'] })
      .notNull()
      .default('host'),
    locale: text('locale').notNull().default('en_US'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    alias: text('alias'),
    /** Company details (legalBusinessName, ...): a host with company details is a company host. */
    companyDetails: jsonb('company_details').$type<{ legalBusinessName: string } & Record<string, unknown>>(),
    accountSource: text('account_source'),
    status: text('status', { enum: ['active', 'expired'] })
      .notNull()
      .default('active'),
    kycInitiated: boolean('kyc_initiated').notNull().default(false),
    commercialModel: text('commercial_model', { enum: ['commission', 'subscription', 'hybrid'] })
      .notNull()
      .default('commission'),
    biddingTag: text('bidding_tag'),
    isCoinSubscriptionEnabled: boolean('is_coin_subscription_enabled').notNull().default(false),
    onboardingStatus: text('onboarding_status', { enum: ['in_progress', 'finished'] })
      .notNull()
      .default('in_progress'),
    imageKey: text('image_key'),
    /** one e-mail about messages left unread (issue 9); the host may turn it off in the profile */
    unreadMessageEmails: boolean('unread_message_emails').notNull().default(true),
    /** the reminder of a review without a reply (issue 10); the host may turn it off (issue 11) */
    reviewReplyEmails: boolean('review_reply_emails').notNull().default(true),
    /** host profile fields (001 section 3, issue 11) */
    aboutHost: text('about_host'),
    hostLanguages: text('host_languages').array().notNull().default(sql`'{}'::text[]`),
    phoneForGuests: text('phone_for_guests'),
    phoneForSms: text('phone_for_sms'),
    /** a second number for guests and its kind (ADR 0029); the type is null without a number */
    secondaryPhone: text('secondary_phone'),
    secondaryPhoneType: text('secondary_phone_type', { enum: ['mobile', 'landline', 'whatsapp'] }),
    /** a text to phoneForSms for each new inquiry and booking request (ADR 0045) */
    sendInquirySms: boolean('send_inquiry_sms').notNull().default(false),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** an individual host's billing details (issue 11); a company's are `companyDetails` */
    individualDetails: jsonb('individual_details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_subject_key').on(t.subject),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

export const userInteractions = pgTable(
  'user_interactions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interactionType: text('interaction_type').notNull(),
    interacted: boolean('interacted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interactionType] })],
);

export const userTasks = pgTable(
  'user_tasks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskType: text('task_type').notNull(),
    status: text('status', { enum: ['not_started', 'in_progress', 'done', 'hidden'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskType] }), index('user_tasks_user_idx').on(t.userId)],
);
