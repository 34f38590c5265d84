import type { UnitState } from '../units/unit-transitions.ts';
import { sortInvalidFields } from '../units/unit-transitions.ts';
import { thumbnailUrl, toListItem } from '../units/unit-view.ts';
import type { UnitsService } from '../units/units.service.ts';

export const STAFF_PAGE_SIZE = 20;

/** Staff review: the approve and reject rows of the unit TRANSITIONS table, across hosts. */
export function staffService(units: UnitsService, publicUrl: string) {
  const { loadAny, view } = units;

  return {
    async list(state: UnitState, page: number) {
      const { refs, rows } = await units.byState(state, page, STAFF_PAGE_SIZE);
      const byId = new Map(rows.map((r) => [r.unit.id, r]));
      const total = refs[0]?.total ?? 0;
      return {
        items: refs.flatMap((ref) => {
          const row = byId.get(ref.unit_id);
          if (!row) return [];
          return [
            {
              ...toListItem(row.unit, thumbnailUrl(publicUrl, row.thumbKey)),
              propertyId: row.unit.propertyId,
              propertyTitle: ref.property_title,
              hostEmail: ref.host_email,
              hostName: ref.host_name,
              submittedAt: row.unit.submittedAt?.toISOString() ?? null,
            },
          ];
        }),
        pagination: {
          current: page,
          limit: STAFF_PAGE_SIZE,
          total,
          pages: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
        },
      };
    },

    async approve(id: string) {
      await units.apply('approve', null, (await loadAny(id)).unit);
      return view(await loadAny(id));
    },

    async reject(id: string, invalidFields: string[], message: string) {
      const { unit } = await loadAny(id);
      await units.apply('reject', null, unit, {
        invalidFields: sortInvalidFields(invalidFields),
        rejectionMessage: message,
      });
      return view(await loadAny(id));
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
