import { AmenitiesForm } from '../forms/amenities-form.tsx';
import { useUnitOutlet } from '../use-unit-outlet.ts';

/** /properties/:propertyId/units/:unitId/amenities */
export default function UnitAmenitiesRoute() {
  const { unit } = useUnitOutlet();
  return <AmenitiesForm unit={unit} />;
}
