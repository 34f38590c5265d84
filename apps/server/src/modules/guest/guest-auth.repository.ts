import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversations, guestLoginLinks, guestSessions, reservations } from '../../db/schema/index.ts';

export type LoginLinkRow = typeof guestLoginLinks.$inferSelect;

/**
 * SQL of the guests' login links and sessions (tokens stored as SHA-256 hashes only), scoped by the
 * guest's e-mail address (lower case). Who a guest is comes from their conversations: every
 * reservation has one (a trigger makes it), its guest e-mail is stored in lower case and indexed
 * (`conversations_guest_idx`), so these reads never scan the reservations.
 */
export function guestAuthRepository(database: Database) {
  const { db } = database;
  const guestIs = (email: string) => sql`lower(${conversations.guestEmail}) = ${email}`;

  return {
    async insertLink(row: typeof guestLoginLinks.$inferInsert) {
      await db.insert(guestLoginLinks).values(row);
    },

    /** Marks a live, unused link used, in one statement (two tabs opening it: one wins). */
    async consumeLink(tokenHash: string, at: Date) {
      const [row] = await db
        .update(guestLoginLinks)
        .set({ usedAt: at })
        .where(
          and(
            eq(guestLoginLinks.tokenHash, tokenHash),
            isNull(guestLoginLinks.usedAt),
            gt(guestLoginLinks.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },

    async findLink(tokenHash: string) {
      const [row] = await db.select().from(guestLoginLinks).where(eq(guestLoginLinks.tokenHash, tokenHash));
      return row;
    },

    /** Links sent to an address since a time (the per-address limit). */
    async linksSince(email: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(guestLoginLinks)
        .where(and(eq(guestLoginLinks.email, email), gt(guestLoginLinks.createdAt, since)));
      return row?.n ?? 0;
    },

    async insertSession(row: typeof guestSessions.$inferInsert) {
      await db.insert(guestSessions).values(row);
    },

    async findSession(tokenHash: string, at: Date) {
      const [row] = await db
        .select({ email: guestSessions.email })
        .from(guestSessions)
        .where(and(eq(guestSessions.tokenHash, tokenHash), gt(guestSessions.expiresAt, at)));
      return row;
    },

    async deleteSession(tokenHash: string) {
      await db.delete(guestSessions).where(eq(guestSessions.tokenHash, tokenHash));
    },

    /** Sessions past their time, and links long dead (a dead link still asks for a fresh one for a while). */
    async forgetExpired(sessionsBefore: Date, linksBefore: Date) {
      await db.delete(guestSessions).where(lt(guestSessions.expiresAt, sessionsBefore));
      await db.delete(guestLoginLinks).where(lt(guestLoginLinks.expiresAt, linksBefore));
    },

    /**
     * The guest as their newest stay names them: the name and language they gave, or nothing when
     * the address has no stay at all.
     */
    async guest(email: string) {
      const [row] = await db
        .select({ name: conversations.guestName, language: reservations.guestLanguage })
        .from(conversations)
        .leftJoin(reservations, eq(reservations.id, conversations.reservationId))
        .where(guestIs(email))
        .orderBy(desc(conversations.createdAt))
        .limit(1);
      return row;
    },

    /** The conversation of a reservation (a booking continues its request's), for the guest's link. */
    async channelOf(reservationId: string) {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(or(eq(conversations.rootId, reservationId), eq(conversations.reservationId, reservationId)))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type GuestAuthRepository = ReturnType<typeof guestAuthRepository>;
