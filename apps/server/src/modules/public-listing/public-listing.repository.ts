import { SEARCH_RANK } from '@host-portal/contracts/subscription-services';
import type { Database } from '../../db/client.ts';
import { ACTIVE_SERVICES_SQL } from '../subscriptions/services.ts';

/** What the public page shows of a unit; read as JSON so that missing optional columns read as absent. */
export interface StayRow {
  unit: Record<string, unknown>;
  propertyTitle: string | null;
  propertyType: 'single' | 'multi';
  location: Record<string, unknown> | null;
  /** the host's phone for guests, only while the host's showPhoneNumberOnWhitelabel is in effect */
  hostPhone: string | null;
  /** the host's second number for guests and its type, under the same rule as hostPhone (ADR 0029) */
  hostSecondaryPhone: string | null;
  hostSecondaryPhoneType: 'mobile' | 'landline' | 'whatsapp' | null;
  /** the host's diamond service is in effect: the page shows the badge */
  diamondHost: boolean;
}

export interface StayPhotoRow {
  storageKey: string;
  width: number;
  height: number;
  isCover: boolean;
}

/** One card of the public search (`/stays`). */
export interface StaySearchRow {
  id: string;
  title: string | null;
  propertyTitle: string | null;
  city: string | null;
  country: string | null;
  price: Record<string, unknown> | null;
  /** the cover (or first) photo, null without photos */
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  /** SEARCH_RANK of the unit today (0 for an unpaid place) */
  rank: number;
}

export interface StaySearchQuery {
  /** matched, case-insensitively, inside the unit's or property's title, its city or country */
  q: string | null;
  /** the day the boost periods are read at (UTC, YYYY-MM-DD) */
  today: string;
  limit: number;
  offset: number;
}

const service = (name: keyof typeof SEARCH_RANK) => `'${name}'`;

/**
 * The host's services as the public page shows them, in the page's own query: the phone only while
 * showPhoneNumberOnWhitelabel is in effect (ACTIVE_SERVICES_SQL, ADR 39), and whether diamond is.
 * The subquery is filtered by the unit's host, which the live-subscription index answers.
 */
const HOST_SERVICES_JOIN = `
  left join lateral (
    select bool_or(a.service = 'showPhoneNumberOnWhitelabel') as phone, bool_or(a.service = 'diamond') as diamond
      from ${ACTIVE_SERVICES_SQL} a
     where a.host_id = u.host_id and a.service in ('showPhoneNumberOnWhitelabel', 'diamond')
  ) s on true`;

async function findStay(database: Database, unitId: string, condition: string): Promise<StayRow | undefined> {
  const [row] = await database.query<StayRow>(
    `select to_jsonb(u) as unit, p.title as "propertyTitle", p.property_type as "propertyType",
       to_jsonb(p) -> 'location' as location,
       case when s.phone then nullif(trim(h.phone_for_guests), '') end as "hostPhone",
       case when s.phone then nullif(trim(h.secondary_phone), '') end as "hostSecondaryPhone",
       case when s.phone then h.secondary_phone_type end as "hostSecondaryPhoneType",
       coalesce(s.diamond, false) as "diamondHost"
     from units u join properties p on p.id = u.property_id join users h on h.id = u.host_id
     ${HOST_SERVICES_JOIN}
     where u.id = $1 and ${condition}`,
    [unitId],
  );
  return row;
}

/** `%text%` for ilike, with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The units the public search lists: the ones /stay shows (PUBLISHED), optionally those whose
 * unit or property title, city or country contains the `%q%` pattern in parameter `qParam` (null:
 * every one). The street is not searched: guests see the city only.
 */
const searchWhere = (qParam: string) => `u.state = 'PUBLISHED'
    and (${qParam}::text is null
         or u.title ilike ${qParam} or p.title ilike ${qParam}
         or p.location ->> 'city' ilike ${qParam} or p.location ->> 'countryName' ilike ${qParam})`;

/**
 * A unit's rank today (contracts' SEARCH_RANK, ADR 39): a boost period running on day `$1`
 * (`starts_on <= day < ends_on`), else the host's ranking boost in effect, else its visibility
 * boost, else none.
 */
const RANK_SQL = `
  case
    when exists (select 1 from unit_boosts b
                  where b.unit_id = u.id and b.starts_on <= $1::date and b.ends_on > $1::date)
      then ${SEARCH_RANK.boost}
    else coalesce((select max(case a.service when ${service('rankingBoost')} then ${SEARCH_RANK.rankingBoost}
                                             else ${SEARCH_RANK.visibilityBoost} end)
                     from ${ACTIVE_SERVICES_SQL} a
                    where a.host_id = u.host_id
                      and a.service in (${service('rankingBoost')}, ${service('visibilityBoost')})),
                  ${SEARCH_RANK.none})
  end`;

/** The whole list's order; the id keeps pages apart when everything else is equal. */
const SEARCH_ORDER = `rank desc, rating desc nulls last, reviews desc, approved_at desc nulls last,
                      created_at desc, id`;

/** Public reads: only PUBLISHED units, no host scoping (the page is for guests). */
export function publicListingRepository(database: Database) {
  return {
    findPublished: (unitId: string) => findStay(database, unitId, `u.state = 'PUBLISHED'`),

    /** Staff preview: any unit that is not deleted, whoever its host (the route is staff-only). */
    findForPreview: (unitId: string) => findStay(database, unitId, `u.state <> 'DELETED'`),

    /** Cover first, then the host's order. */
    photos(unitId: string): Promise<StayPhotoRow[]> {
      return database.query<StayPhotoRow>(
        `select storage_key as "storageKey", width, height, is_cover as "isCover"
         from unit_photos where unit_id = $1 order by is_cover desc, position, created_at, id`,
        [unitId],
      );
    },

    /** How many units the public search lists for the query (`q`: the ilike pattern's text). */
    async searchCount(q: string | null): Promise<number> {
      const [row] = await database.query<{ count: number }>(
        `select count(*)::int as count from units u join properties p on p.id = u.property_id
          where ${searchWhere('$1')}`,
        [q === null ? null : containing(q)],
      );
      return row?.count ?? 0;
    },

    /**
     * One page of the public search in the order of the whole list: rank (paid placement, ADR 39),
     * then the guests' rating (one decimal, as shown) and the number of reviews, then the newest
     * approval and creation. Ranked and cut in SQL, so pages neither overlap nor skip; the photo
     * is read for the page's units only.
     */
    search({ q, today, limit, offset }: StaySearchQuery): Promise<StaySearchRow[]> {
      return database.query<StaySearchRow>(
        `with page as (
           select u.id, u.approved_at, u.created_at, ${RANK_SQL} as rank,
                  round(r.average::numeric, 1)::float8 as rating, r.count as reviews
             from units u
             join properties p on p.id = u.property_id
             left join lateral (select count(*)::int as count, avg(v.rating)::float8 as average
                                  from reviews v where v.host_id = u.host_id and v.unit_id = u.id) r on true
            where ${searchWhere('$2')}
            order by ${SEARCH_ORDER}
            limit $3 offset $4
         )
         select page.id, u.title, p.title as "propertyTitle",
                p.location ->> 'city' as city,
                coalesce(p.location ->> 'countryName', p.location ->> 'countryCode') as country,
                u.price_and_availability as price,
                ph.storage_key as "photoKey", ph.width as "photoWidth", ph.height as "photoHeight",
                page.rating as "ratingAverage", page.reviews as "ratingCount", page.rank
           from page
           join units u on u.id = page.id
           join properties p on p.id = u.property_id
           left join lateral (select f.storage_key, f.width, f.height from unit_photos f where f.unit_id = page.id
                               order by f.is_cover desc, f.position, f.created_at, f.id limit 1) ph on true
          order by ${SEARCH_ORDER.replaceAll(/\b(rank|rating|reviews|approved_at|created_at|id)\b/g, 'page.$1')}`,
        [today, q === null ? null : containing(q), limit, offset],
      );
    },
  };
}
export type PublicListingRepository = ReturnType<typeof publicListingRepository>;
