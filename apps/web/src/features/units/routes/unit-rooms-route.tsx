import { RoomsForm } from '../forms/rooms-form.tsx';
import { useUnitOutlet } from '../use-unit-outlet.ts';

/** /properties/:propertyId/units/:unitId/rooms */
export default function UnitRoomsRoute() {
  const { unit } = useUnitOutlet();
  return <RoomsForm unit={unit} />;
}
