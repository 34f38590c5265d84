import { UnitRatingCard } from '../../features/reviews/components/unit-rating-card.tsx';
import { UnitOverview } from '../../features/units/components/unit-overview.tsx';
import { useUnitOutlet } from '../../features/units/use-unit-outlet.ts';

/** The unit's overview (units area) with its rating and the way to its reviews (reviews area). */
export default function UnitOverviewRoute() {
  const { unit } = useUnitOutlet();
  return <UnitOverview reviews={<UnitRatingCard unitId={unit.id} />} />;
}
