import type { PartyType } from '@host-portal/contracts/reservations';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import { type ReservationKind, statusColor, statusKey } from '../reservation-status.ts';

export function ReservationStatusBadge({
  kind,
  status,
  cancelledBy,
}: {
  kind: ReservationKind;
  status: string;
  cancelledBy?: PartyType | null;
}) {
  const { t } = useTranslation();
  const key = statusKey(kind, status, cancelledBy);
  const label = t(key);
  return (
    // the dot carries the colour, the label stays in the text colour (contrast), as unit states do
    <Badge color={statusColor(status)} variant="dot" tt="none" style={{ flexShrink: 0 }}>
      {label === key ? status : label}
    </Badge>
  );
}
