import { Badge } from '@mantine/core';
import { useTranslation } from '../../lib/translation.tsx';
import { type UnitState, unitStateLabelKey } from '../../lib/unit-state.ts';

/** The dot carries the colour; the label stays in the body text colour for contrast. */
const COLORS: Record<UnitState, string> = {
  IN_PROGRESS: 'gray',
  UNDER_REVIEW: 'yellow',
  REJECTED_BY_STAFF: 'red',
  PUBLISHED: 'green',
  UNPUBLISHED: 'orange',
  APPROVED: 'teal',
  DELETED: 'dark',
};

/** A unit's (or a property's summary) state; used by the properties and units areas. */
export function UnitStateBadge({ state }: { state: UnitState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="dot" size="lg" style={{ flexShrink: 0 }}>
      {t(unitStateLabelKey(state))}
    </Badge>
  );
}
