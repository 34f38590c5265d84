import type { UNIT_STATES } from '@host-portal/contracts/properties';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type UnitState = (typeof UNIT_STATES)[number];

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

export function UnitStateBadge({ state }: { state: UnitState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="dot" size="lg" style={{ flexShrink: 0 }}>
      {t(`units.state.${state}`)}
    </Badge>
  );
}
