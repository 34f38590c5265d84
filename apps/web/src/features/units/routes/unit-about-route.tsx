import { AboutForm } from '../forms/about-form.tsx';
import { useUnitOutlet } from '../use-unit-outlet.ts';

/** /properties/:propertyId/units/:unitId/about */
export default function UnitAboutRoute() {
  const { unit } = useUnitOutlet();
  return <AboutForm unit={unit} />;
}
