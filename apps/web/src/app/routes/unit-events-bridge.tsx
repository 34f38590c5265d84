import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { propertyKeys } from '../../features/properties/api/property-keys.ts';
import { subscriptionKeys } from '../../features/subscriptions/api/subscriptions-api.ts';
import { type UnitEvents, UnitEventsProvider } from '../../features/units/unit-events.tsx';

/**
 * Units change what the properties area shows (state, unit summary, lists) and, for a subscription
 * host, the credits left. The units feature does not know the other areas' query keys, so this
 * layout tells it what to refresh.
 */
export default function UnitEventsBridge() {
  const queryClient = useQueryClient();
  const events = useMemo<UnitEvents>(
    () => ({
      onUnitsChanged: (propertyId) =>
        Promise.all([
          queryClient.invalidateQueries({
            queryKey: propertyId ? propertyKeys.detail(propertyId) : propertyKeys.details(),
          }),
          queryClient.invalidateQueries({ queryKey: propertyKeys.lists() }),
          // a subscription host's publication takes a credit: the shell's counters read it again
          queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        ]),
    }),
    [queryClient],
  );
  return (
    <UnitEventsProvider value={events}>
      <Outlet />
    </UnitEventsProvider>
  );
}
