import type {
  CreateProperty,
  PropertiesPage,
  Property,
  PropertyListItem,
  PropertyLocation,
  UpdateProperty,
} from '@host-portal/contracts/properties';
import { notFound } from '../../lib/app-error.ts';
import type { PhotoCleanup } from '../photos/photo-cleanup.ts';
import type { PropertiesRepository, PropertyRow, UnitRefRow } from './properties.repository.ts';
import { propertyState, unitSummary } from './property-state.ts';

const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export function propertiesService(repo: PropertiesRepository, photos?: PhotoCleanup) {
  const toProperty = (row: PropertyRow, unitRows: UnitRefRow[]): Property => {
    const states = unitRows.map((u) => u.state);
    const live = unitRows.filter((u) => u.state !== 'DELETED');
    return {
      id: row.id,
      propertyType: row.propertyType,
      title: row.title,
      description: row.description,
      restaurantDescription: row.restaurantDescription,
      specialOfferDescription: row.specialOfferDescription,
      location: (row.location as PropertyLocation | null) ?? null,
      unitIds: live.map((u) => u.id),
      units: live.map((u) => ({ id: u.id, title: u.title, state: u.state })),
      firstFinishedUnitId: live.find((u) => u.state !== 'IN_PROGRESS')?.id ?? null,
      firstInProgressUnitId: live.find((u) => u.state === 'IN_PROGRESS')?.id ?? null,
      state: propertyState(states),
      invalidFields: [...new Set(live.flatMap((u) => u.invalidFields))],
      unitSummary: unitSummary(states),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  return {
    async list(hostId: string, search: string, page: number, limit: number): Promise<PropertiesPage> {
      const term = search.trim();
      const { rows, total } = await repo.list(hostId, term, page, limit);
      const items: PropertyListItem[] = rows.map((r) => ({
        id: r.id,
        propertyType: r.propertyType,
        title: r.title,
        state: propertyState(r.states),
        firstUnitId: r.firstUnitId,
        unitSummary: { total: r.unitCount, published: r.published, inProgress: r.inProgress },
        updatedAt: r.updatedAt.toISOString(),
      }));
      return { items, pagination: { current: page, limit, total, pages: pages(total, limit) } };
    },

    async titles(hostId: string, search: string, page: number, limit: number) {
      const { rows, total } = await repo.titles(hostId, search.trim(), page, limit);
      return {
        items: rows.map(({ total: _t, ...r }) => r),
        pagination: { current: page, limit, total, pages: pages(total, limit) },
      };
    },

    async get(hostId: string, id: string): Promise<Property> {
      const row = await repo.find(hostId, id);
      if (!row) throw notFound('Property');
      return toProperty(row, await repo.unitsOf(hostId, [id]));
    },

    create: (hostId: string, input: CreateProperty) =>
      repo.create(hostId, { propertyType: input.propertyType, title: input.title ?? null }),

    async update(hostId: string, id: string, patch: UpdateProperty) {
      const row = await repo.update(hostId, id, patch);
      if (!row) throw notFound('Property');
      const property = toProperty(row, await repo.unitsOf(hostId, [id]));
      return {
        unitIds: property.unitIds,
        title: property.title,
        description: property.description,
        restaurantDescription: property.restaurantDescription,
        specialOfferDescription: property.specialOfferDescription,
      };
    },

    async remove(hostId: string, id: string) {
      // the units go with the property (cascade); their photo files are removed first
      await photos?.removeForProperty(hostId, id);
      if (!(await repo.remove(hostId, id))) throw notFound('Property');
    },
  };
}
export type PropertiesService = ReturnType<typeof propertiesService>;
