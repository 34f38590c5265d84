import type { VerificationStatus } from '@host-portal/contracts/kyc';
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { kycChecks, kycDocuments, kycVerifications, users } from '../../db/schema/index.ts';

export type VerificationRow = typeof kycVerifications.$inferSelect;
export type CheckRow = typeof kycChecks.$inferSelect;
export type DocumentRow = typeof kycDocuments.$inferSelect;
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the kyc service reads of the host (a known read of `users`, docs/ARCHITECTURE.md). */
export interface HostFacts {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  companyName: string | null;
  commercialModel: 'commission' | 'subscription' | 'hybrid';
  biddingTag: string | null;
}

const hostColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
  companyName: sql<string | null>`${users.companyDetails}->>'legalBusinessName'`,
  commercialModel: users.commercialModel,
  biddingTag: users.biddingTag,
};

/** The statements, on the database or inside a transaction. */
function statements(db: Executor) {
  return {
    async byHost(hostId: string, lock = false) {
      const q = db.select().from(kycVerifications).where(eq(kycVerifications.hostId, hostId));
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },
    async byId(id: string, lock = false) {
      const q = db.select().from(kycVerifications).where(eq(kycVerifications.id, id));
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },
    /** The host's row, made when missing (the unique host index keeps it one). */
    async ensure(hostId: string, values: Omit<typeof kycVerifications.$inferInsert, 'hostId'>) {
      await db
        .insert(kycVerifications)
        .values({ hostId, ...values })
        .onConflictDoNothing({ target: kycVerifications.hostId });
      return (await this.byHost(hostId, true))!;
    },
    async update(id: string, patch: Partial<typeof kycVerifications.$inferInsert>) {
      const [row] = await db
        .update(kycVerifications)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(kycVerifications.id, id))
        .returning();
      return row!;
    },
    checks(verificationId: string) {
      return db
        .select()
        .from(kycChecks)
        .where(eq(kycChecks.verificationId, verificationId))
        .orderBy(asc(kycChecks.type));
    },
    async setCheck(
      verificationId: string,
      type: string,
      patch: Omit<typeof kycChecks.$inferInsert, 'verificationId' | 'type'>,
    ) {
      await db
        .insert(kycChecks)
        .values({ verificationId, type, ...patch })
        .onConflictDoUpdate({
          target: [kycChecks.verificationId, kycChecks.type],
          set: { ...patch, updatedAt: sql`now()` },
        });
    },
    documents(verificationId: string) {
      return db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.verificationId, verificationId))
        .orderBy(asc(kycDocuments.createdAt), asc(kycDocuments.id));
    },
    async addDocument(values: typeof kycDocuments.$inferInsert) {
      const [row] = await db.insert(kycDocuments).values(values).returning();
      return row!;
    },
    /** The host's own document; another host's id finds nothing. */
    async hostDocument(hostId: string, id: string) {
      const [row] = await db
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.id, id), eq(kycDocuments.hostId, hostId)));
      return row;
    },
    async verificationDocument(verificationId: string, id: string) {
      const [row] = await db
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.id, id), eq(kycDocuments.verificationId, verificationId)));
      return row;
    },
    async removeDocument(id: string) {
      await db.delete(kycDocuments).where(eq(kycDocuments.id, id));
    },
  };
}
export type KycStatements = ReturnType<typeof statements>;

/** SQL of identity verification: hosts read their own row; staff read across hosts. */
export function kycRepository(database: Database) {
  const { db } = database;
  return {
    ...statements(db),
    transaction<T>(fn: (tx: KycStatements) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(statements(tx)));
    },

    async host(hostId: string): Promise<HostFacts | undefined> {
      const [row] = await db.select(hostColumns).from(users).where(eq(users.id, hostId));
      return row;
    },

    /** Collecting verifications past their time become EXPIRED (one statement, for every host). */
    async expireDue(cutoff: Date, hostId?: string) {
      await db
        .update(kycVerifications)
        .set({ status: 'EXPIRED', updatedAt: sql`now()` })
        .where(
          and(
            eq(kycVerifications.status, 'COLLECTING_DATA'),
            lte(kycVerifications.collectingSince, cutoff),
            hostId ? eq(kycVerifications.hostId, hostId) : undefined,
          ),
        );
    },

    /**
     * The staff queue: one status with the host and how many documents were sent. Waiting ones
     * (collecting, in review) oldest first, as a queue is worked; decided ones newest first.
     */
    async page(status: VerificationStatus, page: number, limit: number) {
      const where = eq(kycVerifications.status, status);
      const decided = status === 'COMPLETED' || status === 'FAILED' || status === 'EXPIRED';
      const order = decided
        ? [
            sql`${kycVerifications.decidedAt} desc nulls last`,
            desc(kycVerifications.updatedAt),
            asc(kycVerifications.id),
          ]
        : [
            sql`${kycVerifications.submittedAt} asc nulls last`,
            asc(kycVerifications.startedAt),
            asc(kycVerifications.id),
          ];
      const [items, [total]] = await Promise.all([
        db
          .select({
            verification: kycVerifications,
            host: hostColumns,
            documentCount: sql<number>`(select count(*)::int from ${kycDocuments} d
              where d.verification_id = ${kycVerifications.id})`,
          })
          .from(kycVerifications)
          .innerJoin(users, eq(users.id, kycVerifications.hostId))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(kycVerifications).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
  };
}
export type KycRepository = ReturnType<typeof kycRepository>;
