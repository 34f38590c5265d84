import { createContext, type ReactNode, useContext } from 'react';

export interface UnitEvents {
  /**
   * A unit was created, published, unpublished, deleted or had its booking type changed. The app
   * composition refreshes what other areas show about it (the property and its lists); features do
   * not know each other's query keys. `null` means "any property".
   */
  onUnitsChanged: (propertyId: string | null) => Promise<unknown> | undefined;
}

const noop: UnitEvents = { onUnitsChanged: () => undefined };
const UnitEventsContext = createContext<UnitEvents>(noop);

export function UnitEventsProvider({ value, children }: { value: UnitEvents; children: ReactNode }) {
  return <UnitEventsContext.Provider value={value}>{children}</UnitEventsContext.Provider>;
}

export const useUnitEvents = () => useContext(UnitEventsContext);
