import { PriceForm } from '../forms/price-form.tsx';
import { useUnitOutlet } from '../use-unit-outlet.ts';

/** /properties/:propertyId/units/:unitId/price-and-availability */
export default function UnitPriceAndAvailabilityRoute() {
  const { unit } = useUnitOutlet();
  return <PriceForm unit={unit} />;
}
