import { propertySchema } from '@host-portal/contracts/properties';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as never);

describe('response serializer', () => {
  it('writes only the fields the contract declares', () => {
    const stringify = compile(z.object({ id: z.string(), title: z.string().nullable() }));
    const out = JSON.parse(stringify({ id: 'a', title: null, hostId: 'secret', passwordHash: 'x' }));
    expect(out).toEqual({ id: 'a', title: null });
  });

  it('serialises a full property like JSON.stringify would, minus internals', () => {
    const property = {
      id: '6f1f3c3e-1f7a-4a55-9f0e-0c6b1d8c2a11',
      propertyType: 'multi',
      title: 'Residence',
      description: null,
      restaurantDescription: null,
      specialOfferDescription: null,
      location: null,
      unitIds: ['0b8a3c1e-2d4f-4b6a-8c9d-1e2f3a4b5c6d'],
      units: [{ id: '0b8a3c1e-2d4f-4b6a-8c9d-1e2f3a4b5c6d', title: null, state: 'IN_PROGRESS' }],
      firstFinishedUnitId: null,
      firstInProgressUnitId: '0b8a3c1e-2d4f-4b6a-8c9d-1e2f3a4b5c6d',
      state: 'IN_PROGRESS',
      invalidFields: [],
      unitSummary: { total: 1, published: 0, inProgress: 1 },
      createdAt: '2026-11-22T05:00:00.000Z',
      updatedAt: '2026-11-22T05:00:00.000Z',
    };
    const out = JSON.parse(compile(propertySchema)({ ...property, hostId: 'leak' }));
    expect(out).toEqual(property);
  });

  it('writes nullable objects, arrays and numbers as null or as their declared fields only', () => {
    const stay = z.object({ id: z.string(), guests: z.number().int().nullable() });
    const stringify = compile(
      z.object({
        booking: stay.nullable(),
        inquiry: stay.nullable(),
        prices: z.array(z.number().int().nullable()),
        tags: z.array(z.string()).nullable(),
      }),
    );
    const out = JSON.parse(
      stringify({
        booking: { id: 'b', guests: null, guestEmail: 'private@example.test' },
        inquiry: null,
        prices: [1200, null, 0],
        tags: null,
      }),
    );
    expect(out).toEqual({
      booking: { id: 'b', guests: null },
      inquiry: null,
      prices: [1200, null, 0],
      tags: null,
    });
  });
});
