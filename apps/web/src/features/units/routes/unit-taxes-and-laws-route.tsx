import { RegionalRequirementsForm } from '../forms/regional-requirements-form.tsx';
import { useUnitOutlet } from '../use-unit-outlet.ts';

/** /properties/:propertyId/units/:unitId/taxes-and-laws */
export default function UnitTaxesAndLawsRoute() {
  const { unit } = useUnitOutlet();
  return <RegionalRequirementsForm unit={unit} />;
}
