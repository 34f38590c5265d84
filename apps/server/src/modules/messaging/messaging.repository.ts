import type { Database } from '../../db/client.ts';

/** A conversation with what the channel view needs (its unit, its reservation, the host). */
export interface ChannelRow {
  id: string;
  type: 'messaging' | 'marketing';
  host_id: string;
  root_id: string | null;
  reservation_id: string | null;
  unit_id: string | null;
  title: string | null;
  guest_name: string | null;
  guest_email: string | null;
  last_seq: number;
  last_message_at: Date | null;
  last_body: string | null;
  last_sender: 'host' | 'guest' | 'platform' | null;
  host_read_seq: number;
  guest_read_seq: number;
  host_unread: number;
  guest_unread: number;
  host_archived: boolean;
  host_favorited: boolean;
  created_at: Date;
  unit_title: string | null;
  location: Record<string, unknown> | null;
  r_kind: 'booking' | 'booking_request' | 'inquiry' | null;
  r_status: string | null;
  check_in: string | null;
  check_out: string | null;
  guests: number | null;
  guest_language: string | null;
  /** the reservation's guest e-mail as the guest typed it (the conversation keeps it lower case) */
  r_guest_email: string | null;
  host_name: string;
  door_code: string | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  seq: number;
  sender: 'host' | 'guest' | 'platform';
  sender_name: string;
  body: string;
  client_id: string | null;
  attachment: {
    kind: 'image' | 'pdf';
    name: string;
    key: string;
    size: number;
    width: number | null;
    height: number | null;
  } | null;
  created_at: Date;
}

/** Who reads: a host sees their own conversations, a guest those under their e-mail. */
export type Reader = { role: 'host'; hostId: string } | { role: 'guest'; email: string };

const CHANNEL_SELECT = `
  select c.*, u.title as unit_title, p.location,
    r.kind as r_kind, r.status as r_status, r.check_in::text as check_in, r.check_out::text as check_out,
    r.guests, r.guest_language, r.guest_email as r_guest_email,
    coalesce(nullif(h.alias, ''), nullif(btrim(h.first_name || ' ' || h.last_name), ''), h.email) as host_name,
    dc.door_code
  from conversations c
  join users h on h.id = c.host_id
  left join units u on u.id = c.unit_id
  left join properties p on p.id = u.property_id
  left join reservations r on r.id = c.reservation_id
  left join unit_door_codes dc on dc.unit_id = c.unit_id and dc.host_id = c.host_id`;

/** The reader's scope as SQL on `c` (tenancy at the bottom: DESIGN rule 6). */
function scope(reader: Reader, param: number) {
  return reader.role === 'host'
    ? { sql: `c.host_id = $${param}`, value: reader.hostId }
    : { sql: `c.guest_email = $${param} and c.type = 'messaging'`, value: reader.email };
}

export interface ChannelListQuery {
  archived: boolean;
  filter?: 'unread' | 'favorited' | undefined;
  search?: string | undefined;
  recentDays?: number | undefined;
  limit: number;
  offset: number;
}

export function messagingRepository(database: Database) {
  const q = database.query.bind(database);
  return {
    async channel(reader: Reader, channelId: string): Promise<ChannelRow | undefined> {
      const s = scope(reader, 2);
      const rows = await q<ChannelRow>(`${CHANNEL_SELECT} where c.id = $1 and ${s.sql}`, [
        channelId,
        s.value,
      ]);
      return rows[0];
    },

    async channelOfReservation(hostId: string, reservationId: string): Promise<ChannelRow | undefined> {
      const rows = await q<ChannelRow>(
        `${CHANNEL_SELECT} where c.host_id = $1 and (c.reservation_id = $2 or c.root_id = $2
           or c.root_id = (select origin_id from reservations where id = $2 and host_id = $1))
         limit 1`,
        [hostId, reservationId],
      );
      return rows[0];
    },

    /** A host's inbox page, newest message first (conversations_host_list_idx). */
    async hostChannels(hostId: string, query: ChannelListQuery) {
      const where = ['c.host_id = $1', 'c.host_archived = $2'];
      const params: unknown[] = [hostId, query.archived];
      if (query.filter === 'unread') where.push('c.host_unread > 0');
      if (query.filter === 'favorited') where.push('c.host_favorited');
      if (query.recentDays) {
        params.push(query.recentDays);
        where.push(`c.last_message_at > now() - make_interval(days => $${params.length})`);
      }
      if (query.search) {
        params.push(`%${query.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
        const p = `$${params.length}`;
        where.push(
          `(c.guest_name ilike ${p} or u.title ilike ${p} or c.title ilike ${p} or c.last_body ilike ${p}
            or ('HP-' || upper(left(replace(c.reservation_id::text, '-', ''), 8))) ilike ${p})`,
        );
      }
      const filter = where.join(' and ');
      const [rows, counts] = await Promise.all([
        q<ChannelRow>(
          `${CHANNEL_SELECT} where ${filter}
           order by c.last_message_at desc nulls last, c.id
           limit ${query.limit} offset ${query.offset}`,
          params,
        ),
        q<{ total: number }>(
          `select count(*)::int as total from conversations c left join units u on u.id = c.unit_id where ${filter}`,
          params,
        ),
      ]);
      return { rows, total: counts[0]?.total ?? 0 };
    },

    /** How many of the host's channels have something unread (the nav badge). */
    async hostUnreadChannels(hostId: string): Promise<number> {
      const rows = await q<{ n: number }>(
        'select count(*)::int as n from conversations where host_id = $1 and host_unread > 0 and not host_archived',
        [hostId],
      );
      return rows[0]?.n ?? 0;
    },

    async guestChannels(email: string): Promise<ChannelRow[]> {
      return q<ChannelRow>(
        `${CHANNEL_SELECT} where c.guest_email = $1 and c.type = 'messaging'
         order by c.last_message_at desc nulls last, c.created_at desc`,
        [email],
      );
    },

    async messages(channelId: string, opts: { before?: number; after?: number; limit: number }) {
      // one more than asked tells whether there is more
      if (opts.after !== undefined) {
        return q<MessageRow>(
          'select * from messages where conversation_id = $1 and seq > $2 order by seq limit $3',
          [channelId, opts.after, opts.limit + 1],
        );
      }
      const rows = await q<MessageRow>(
        `select * from messages where conversation_id = $1 and seq < $2 order by seq desc limit $3`,
        [channelId, opts.before ?? 2_147_483_647, opts.limit + 1],
      );
      return rows;
    },

    async message(channelId: string, seq: number): Promise<MessageRow | undefined> {
      const rows = await q<MessageRow>('select * from messages where conversation_id = $1 and seq = $2', [
        channelId,
        seq,
      ]);
      return rows[0];
    },

    /** Appends a message (conversation_post: numbered under the channel's row lock, once per clientId). */
    async post(
      channelId: string,
      sender: MessageRow['sender'],
      name: string,
      body: string,
      clientId: string,
      attachment: MessageRow['attachment'] = null,
    ) {
      const rows = await q<MessageRow>('select * from conversation_post($1, $2, $3, $4, $5, $6)', [
        channelId,
        sender,
        name,
        body,
        clientId,
        attachment ? JSON.stringify(attachment) : null,
      ]);
      return rows[0];
    },

    /** Reads a channel up to seq for one side; unread counts what the other side wrote after it. */
    async read(channelId: string, role: 'host' | 'guest', seq: number) {
      const col = role === 'host' ? 'host' : 'guest';
      const rows = await q<{ read_seq: number }>(
        `update conversations c set
           ${col}_read_seq = greatest(c.${col}_read_seq, least($2, c.last_seq)),
           ${col}_unread = (select count(*)::int from messages m where m.conversation_id = c.id
             and m.seq > greatest(c.${col}_read_seq, least($2, c.last_seq)) and m.sender <> $3)
         where c.id = $1
         returning ${col}_read_seq as read_seq`,
        [channelId, seq, role],
      );
      return rows[0]?.read_seq ?? 0;
    },

    /** The door code of a host's unit: set, or removed when empty. */
    async setDoorCode(hostId: string, unitId: string, doorCode: string | null) {
      if (!doorCode) {
        await q('delete from unit_door_codes where unit_id = $1 and host_id = $2', [unitId, hostId]);
        return;
      }
      await q(
        `insert into unit_door_codes (unit_id, host_id, door_code)
         select id, host_id, $3 from units where id = $1 and host_id = $2
         on conflict (unit_id) do update set door_code = excluded.door_code, updated_at = now()
         where unit_door_codes.host_id = excluded.host_id`,
        [unitId, hostId, doorCode],
      );
    },

    async setFlags(hostId: string, channelId: string, flags: { archived?: boolean; favorited?: boolean }) {
      await q(
        `update conversations set host_archived = coalesce($3, host_archived),
           host_favorited = coalesce($4, host_favorited)
         where id = $1 and host_id = $2`,
        [channelId, hostId, flags.archived ?? null, flags.favorited ?? null],
      );
    },

    /** Who is in a channel (to route its events to sockets). */
    async parties(channelId: string) {
      const rows = await q<{ host_id: string; guest_email: string | null; type: string }>(
        'select host_id, guest_email, type from conversations where id = $1',
        [channelId],
      );
      return rows[0];
    },

    /** A one-time socket token, stored as its hash; an expired or used one answers nothing. */
    async saveSocketToken(hash: string, userId: string, ttlSeconds: number) {
      await q(`delete from socket_tokens where expires_at < now()`);
      const rows = await q<{ name: string; expires_at: Date }>(
        `with made as (
           insert into socket_tokens (token_hash, user_id, expires_at)
           values ($1, $2, now() + make_interval(secs => $3)) returning user_id, expires_at)
         select made.expires_at,
           coalesce(nullif(u.alias, ''), nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email) as name
         from made join users u on u.id = made.user_id`,
        [hash, userId, ttlSeconds],
      );
      return rows[0]!;
    },
    async takeSocketToken(hash: string) {
      const rows = await q<{ user_id: string; name: string }>(
        `with used as (delete from socket_tokens where token_hash = $1 returning user_id, expires_at)
         select u.id as user_id,
           coalesce(nullif(u.alias, ''), nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email) as name
         from used join users u on u.id = used.user_id where used.expires_at > now()`,
        [hash],
      );
      return rows[0];
    },

    /** The marketing channel of a host (the platform's messages to them), made on first use. */
    async marketingChannel(hostId: string, title: string): Promise<string> {
      const found = await q<{ id: string }>(
        `select id from conversations where host_id = $1 and type = 'marketing' order by created_at limit 1`,
        [hostId],
      );
      if (found[0]) return found[0].id;
      const made = await q<{ id: string }>(
        `insert into conversations (host_id, type, title) values ($1, 'marketing', $2) returning id`,
        [hostId, title],
      );
      return made[0]!.id;
    },
  };
}
export type MessagingRepository = ReturnType<typeof messagingRepository>;
