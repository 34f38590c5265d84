import type { SavedReply } from '@host-portal/contracts/messaging';
import { MESSAGING_RULES } from '@host-portal/contracts/messaging';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

interface Row {
  id: string;
  title: string;
  language: string;
  body: string;
  updated_at: Date;
}
const toReply = (r: Row): SavedReply => ({
  id: r.id,
  title: r.title,
  language: r.language,
  body: r.body,
  updatedAt: new Date(r.updated_at).toISOString(),
});

type Input = { title: string; language: string; body: string };

/** A host's saved replies (issue 9): texts per language, scoped by host in every statement. */
export function savedRepliesService(database: Database) {
  const q = database.query.bind(database);
  return {
    async list(hostId: string) {
      const rows = await q<Row>(
        'select * from saved_replies where host_id = $1 order by language, lower(title), id',
        [hostId],
      );
      return { items: rows.map(toReply) };
    },
    async create(hostId: string, input: Input) {
      const [count] = await q<{ n: number }>(
        'select count(*)::int as n from saved_replies where host_id = $1',
        [hostId],
      );
      if ((count?.n ?? 0) >= MESSAGING_RULES.savedRepliesMax) {
        throw new AppError('conflict', `At most ${MESSAGING_RULES.savedRepliesMax} saved replies are kept`);
      }
      const rows = await q<Row>(
        'insert into saved_replies (host_id, title, language, body) values ($1, $2, $3, $4) returning *',
        [hostId, input.title, input.language, input.body],
      );
      return toReply(rows[0]!);
    },
    async update(hostId: string, id: string, input: Input) {
      const rows = await q<Row>(
        `update saved_replies set title = $3, language = $4, body = $5, updated_at = now()
         where id = $1 and host_id = $2 returning *`,
        [id, hostId, input.title, input.language, input.body],
      );
      if (!rows[0]) throw notFound('Saved reply');
      return toReply(rows[0]);
    },
    async remove(hostId: string, id: string) {
      const rows = await q('delete from saved_replies where id = $1 and host_id = $2 returning id', [
        id,
        hostId,
      ]);
      if (!rows[0]) throw notFound('Saved reply');
    },
  };
}
export type SavedRepliesService = ReturnType<typeof savedRepliesService>;
