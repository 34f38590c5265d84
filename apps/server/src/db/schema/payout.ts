import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The bank accounts a commission host is paid to (issue 11). At most one default per host: a
 * partial unique index, so that two concurrent "make default" calls cannot both win.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    /** electronic form: upper case, no spaces; checked by country length and mod 97 */
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    /** ISO 4217 */
    currency: text('currency').notNull(),
    documentReference: text('document_reference'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_accounts_host_idx').on(t.hostId),
    uniqueIndex('bank_accounts_one_default').on(t.hostId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A host's request to erase their account (docs/decisions, account erasure): the account is erased once `eraseAfter` has
 * passed, unless the host cancels before; the row goes with the account.
 */
export const accountErasures = pgTable('account_erasures', {
  hostId: uuid('host_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
});
