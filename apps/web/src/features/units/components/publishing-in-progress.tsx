import { Badge, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * "Publishing in progress" for a published unit without links. The tooltip text is also the badge's
 * description, so screen readers and touch users get it without hovering; the badge takes focus so
 * keyboard users can open the tooltip.
 */
export function PublishingInProgress() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Tooltip
      label={t('units.status.publishingInProgressTooltip')}
      multiline
      w={260}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        color="blue"
        variant="light"
        size="lg"
        tabIndex={0}
        aria-describedby={id}
        rightSection={<IconInfoCircle size={14} aria-hidden="true" />}
        style={{ cursor: 'help', flexShrink: 0 }}
      >
        {t('units.status.publishingInProgress')}
        <span id={id} hidden>
          {t('units.status.publishingInProgressTooltip')}
        </span>
      </Badge>
    </Tooltip>
  );
}
