import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/index.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankAccountValues = Pick<
  BankAccountRow,
  'holderName' | 'iban' | 'bic' | 'currency' | 'documentReference'
>;

export interface HostContact {
  email: string;
  locale: string;
  firstName: string;
}

/** A host's bank accounts; every statement is scoped by the host (another host's id finds nothing). */
export function payoutRepository(database: Database) {
  const { db } = database;
  return {
    list(hostId: string): Promise<BankAccountRow[]> {
      return db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.hostId, hostId))
        .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.createdAt), asc(bankAccounts.id));
    },

    async find(hostId: string, id: string): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.hostId, hostId), eq(bankAccounts.id, id)));
      return row;
    },

    /**
     * Inserts (no id) or updates an account in one transaction; when it becomes the default, the
     * previous default stops being one first (the partial unique index allows one per host). The
     * host's first account is the default whatever was asked. Undefined: no such account of the host.
     */
    async save(
      hostId: string,
      id: string | undefined,
      values: BankAccountValues,
      makeDefault: boolean,
    ): Promise<BankAccountRow | undefined> {
      return db.transaction(async (tx) => {
        // the host's rows are locked so that two saves cannot both become (or leave) the default
        const existing = await tx
          .select({ id: bankAccounts.id, isDefault: bankAccounts.isDefault })
          .from(bankAccounts)
          .where(eq(bankAccounts.hostId, hostId))
          .for('update');
        if (id && !existing.some((r) => r.id === id)) return undefined;
        const others = existing.filter((r) => r.id !== id);
        const isDefault = makeDefault || !others.some((r) => r.isDefault);
        if (isDefault && others.some((r) => r.isDefault)) {
          await tx
            .update(bankAccounts)
            .set({ isDefault: false, updatedAt: sql`now()` })
            .where(and(eq(bankAccounts.hostId, hostId), eq(bankAccounts.isDefault, true)));
        }
        if (!id) {
          const [row] = await tx
            .insert(bankAccounts)
            .values({ hostId, ...values, isDefault })
            .returning();
          return row;
        }
        const [row] = await tx
          .update(bankAccounts)
          .set({ ...values, ...(isDefault ? { isDefault } : {}), updatedAt: sql`now()` })
          .where(and(eq(bankAccounts.hostId, hostId), eq(bankAccounts.id, id)))
          .returning();
        return row;
      });
    },

    /** Makes one account the default, atomically; false when the host has no such account. */
    async setDefault(hostId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: bankAccounts.id })
          .from(bankAccounts)
          .where(eq(bankAccounts.hostId, hostId))
          .for('update');
        if (!rows.some((r) => r.id === id)) return false;
        await tx
          .update(bankAccounts)
          .set({ isDefault: false, updatedAt: sql`now()` })
          .where(
            and(eq(bankAccounts.hostId, hostId), eq(bankAccounts.isDefault, true), ne(bankAccounts.id, id)),
          );
        await tx
          .update(bankAccounts)
          .set({ isDefault: true, updatedAt: sql`now()` })
          .where(and(eq(bankAccounts.hostId, hostId), eq(bankAccounts.id, id)));
        return true;
      });
    },

    /** Deletes an account; when it was the default, the oldest remaining one takes its place. */
    async remove(hostId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: bankAccounts.id })
          .from(bankAccounts)
          .where(eq(bankAccounts.hostId, hostId))
          .for('update');
        const [gone] = await tx
          .delete(bankAccounts)
          .where(and(eq(bankAccounts.hostId, hostId), eq(bankAccounts.id, id)))
          .returning({ isDefault: bankAccounts.isDefault });
        if (!gone) return false;
        if (gone.isDefault) {
          const [next] = await tx
            .select({ id: bankAccounts.id })
            .from(bankAccounts)
            .where(eq(bankAccounts.hostId, hostId))
            .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
            .limit(1);
          if (next)
            await tx
              .update(bankAccounts)
              .set({ isDefault: true, updatedAt: sql`now()` })
              .where(eq(bankAccounts.id, next.id));
        }
        return true;
      });
    },

    /** Where the notice about changed payout details goes, in the host's language. */
    async contact(hostId: string): Promise<HostContact | undefined> {
      const [row] = await database.query<{ email: string; locale: string; first_name: string }>(
        'select email, locale, first_name from users where id = $1',
        [hostId],
      );
      return row ? { email: row.email, locale: row.locale, firstName: row.first_name } : undefined;
    },
  };
}
export type PayoutRepository = ReturnType<typeof payoutRepository>;
