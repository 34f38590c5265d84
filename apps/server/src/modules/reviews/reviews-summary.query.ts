import type { Database } from '../../db/client.ts';

/** A unit of the reviews list across units, with the page's total. */
export interface SummaryRow {
  unitId: string;
  propertyId: string;
  title: string | null;
  propertyTitle: string | null;
  average: number | null;
  count: number;
  awaitingReply: number;
  hasNew: boolean;
  total: number;
}

export interface SummaryQuery {
  search?: string | undefined;
  unitId?: string;
  page: number;
  limit: number;
  /** reviews created after this without a reply are waiting for one */
  replyOpenSince: Date;
}

/**
 * A page of the host's live units with their review figures (the reviews list across units),
 * or the one unit `q.unitId`. Units with unseen reviews first, then by property and unit title.
 * Reviews created after `replyOpenSince` without a reply are waiting for one.
 */
export async function summaryPage(database: Database, hostId: string, q: SummaryQuery) {
  const term = q.search?.trim().toLowerCase();
  // the host's live units with the filters, whose parameters come after `first` others
  const live = (first: number) => {
    const params: unknown[] = [];
    let where = `u.host_id = $1 and u.state <> 'DELETED'`;
    if (term) {
      params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const n = first + params.length;
      where += ` and (lower(coalesce(u.title, '')) like $${n} or lower(coalesce(p.title, '')) like $${n})`;
    }
    if (q.unitId) {
      params.push(q.unitId);
      where += ` and u.id = $${first + params.length}`;
    }
    return { where, params };
  };
  const page = live(4);
  const rows = await database.query<SummaryRow>(
    `select u.id as "unitId", u.property_id as "propertyId", u.title, p.title as "propertyTitle",
            s.average, coalesce(s.count, 0)::int as count, coalesce(s.awaiting, 0)::int as "awaitingReply",
            coalesce(s.has_new, false) as "hasNew", count(*) over ()::int as total
       from units u
       join properties p on p.id = u.property_id and p.host_id = $1
       left join (
         select unit_id, count(*) as count, avg(rating)::float8 as average,
                count(*) filter (where reply is null and created_at > $2::timestamptz) as awaiting,
                bool_or(not seen) as has_new
           from reviews where host_id = $1 group by unit_id
       ) s on s.unit_id = u.id
      where ${page.where}
      order by coalesce(s.has_new, false) desc, lower(coalesce(p.title, '')), p.id,
               u.position, lower(coalesce(u.title, '')), u.id
      limit $3 offset $4`,
    [hostId, q.replyOpenSince.toISOString(), q.limit, (q.page - 1) * q.limit, ...page.params],
  );
  if (rows.length || q.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  // past the last page: the total still says how many there are
  const all = live(1);
  const [count] = await database.query<{ n: number }>(
    `select count(*)::int as n from units u join properties p on p.id = u.property_id where ${all.where}`,
    [hostId, ...all.params],
  );
  return { rows, total: count?.n ?? 0 };
}
