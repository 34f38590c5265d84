import type { CreateProperty, createPropertyResponseSchema } from '@host-portal/contracts/properties';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type CreatedProperty = z.infer<typeof createPropertyResponseSchema>;

/** POST /api/app/properties: the property and its first unit. */
export const createProperty = (body: CreateProperty) =>
  api.post<CreatedProperty>('/api/app/properties', body);

export const useCreateProperty = () => useMutation({ mutationFn: createProperty });
