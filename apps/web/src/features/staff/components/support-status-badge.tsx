import type { SupportRequestStatus } from '@host-portal/contracts/support';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';

/** The dot carries the colour; the label stays in the body text colour for contrast. */
export function SupportStatusBadge({ status }: { status: SupportRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'open' ? 'yellow' : 'green'} variant="dot" size="md" style={{ flexShrink: 0 }}>
      {t(`staff.support.status.${status}`)}
    </Badge>
  );
}
