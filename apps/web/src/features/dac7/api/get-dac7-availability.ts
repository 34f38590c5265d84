import { DAC7_AVAILABILITY_PATH, type Dac7Availability } from '@host-portal/contracts/dac7';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dac7Keys } from './dac7-keys.ts';

export const getDac7Availability = (signal?: AbortSignal) =>
  api.get<Dac7Availability>(DAC7_AVAILABILITY_PATH, { signal });

export const dac7AvailabilityQueryOptions = () =>
  queryOptions({ queryKey: dac7Keys.availability(), queryFn: ({ signal }) => getDac7Availability(signal) });

/** The years with a report, newest first; only asked when the report is offered (`enabled`). */
export const useDac7Availability = (enabled: boolean) =>
  useQuery({ ...dac7AvailabilityQueryOptions(), enabled });
