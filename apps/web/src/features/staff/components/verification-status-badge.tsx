import type { VerificationStatus } from '@host-portal/contracts/kyc';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';

const COLOR: Record<VerificationStatus, string> = {
  VERIFICATION_NEVER_STARTED: 'gray',
  REQUIRED: 'gray',
  COLLECTING_DATA: 'blue',
  IN_PROGRESS: 'yellow',
  COMPLETED: 'green',
  FAILED: 'red',
  EXPIRED: 'orange',
};

/** The dot carries the colour; the label stays in the body text colour for contrast. */
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="dot" size="md" style={{ flexShrink: 0 }}>
      {t(`staff.kyc.status.${status}`)}
    </Badge>
  );
}
