import { PromotionsForm } from '../forms/promotions-form.tsx';
import { useUnitOutlet } from '../use-unit-outlet.ts';

/** /properties/:propertyId/units/:unitId/promotions */
export default function UnitPromotionsRoute() {
  const { unit } = useUnitOutlet();
  return <PromotionsForm unit={unit} />;
}
