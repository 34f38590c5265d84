import type { Database } from '../../db/client.ts';

/** What the public page shows of a unit; read as JSON so that missing optional columns read as absent. */
export interface StayRow {
  unit: Record<string, unknown>;
  propertyTitle: string | null;
  propertyType: 'single' | 'multi';
  location: Record<string, unknown> | null;
}

export interface StayPhotoRow {
  storageKey: string;
  width: number;
  height: number;
  isCover: boolean;
}

async function findStay(database: Database, unitId: string, condition: string): Promise<StayRow | undefined> {
  const [row] = await database.query<StayRow>(
    `select to_jsonb(u) as unit, p.title as "propertyTitle", p.property_type as "propertyType",
       to_jsonb(p) -> 'location' as location
     from units u join properties p on p.id = u.property_id
     where u.id = $1 and ${condition}`,
    [unitId],
  );
  return row;
}

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
  };
}
export type PublicListingRepository = ReturnType<typeof publicListingRepository>;
