import { CALENDAR_ENTRY_KINDS } from '@host-portal/contracts/calendar';
import { Button, Collapse, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconPencil } from '@tabler/icons-react';
import type { TFunction } from '../../../../lib/translation.tsx';
import { KindSwatch } from './kind-swatch.tsx';
import classes from './month.module.css';

/** What the colours, patterns and marks of the month grid mean. */
export function CalendarLegend({ t, initiallyOpen }: { t: TFunction; initiallyOpen: boolean }) {
  const [opened, { toggle }] = useDisclosure(initiallyOpen);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Title order={2} fz="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={opened}
            aria-controls="calendar-legend"
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden="true"
                style={{ transform: opened ? 'rotate(180deg)' : undefined }}
              />
            }
          >
            {t('calendar.month.legend')}
          </Button>
        </Title>
        <Collapse in={opened} id="calendar-legend">
          <ul className={classes.legendList}>
            {CALENDAR_ENTRY_KINDS.map((kind) => (
              <li key={kind} className={classes.legendItem}>
                <KindSwatch kind={kind} />
                <span>
                  {t(`calendar.kind.${kind}`)} · {t(`calendar.month.legendPattern.${kind}`)}
                </span>
              </li>
            ))}
            <li className={classes.legendItem}>
              <KindSwatch kind="external" conflict />
              <span>
                <IconAlertTriangle size={12} aria-hidden="true" /> {t('calendar.month.legendConflict')}
              </span>
            </li>
            <li className={classes.legendItem}>
              <IconPencil size={14} aria-hidden="true" style={{ width: 32 }} />
              <span>{t('calendar.month.legendCustom')}</span>
            </li>
            <li className={classes.legendItem}>
              <span className={classes.swatch} aria-hidden="true" style={{ textAlign: 'center' }}>
                <s>€</s>
              </span>
              <span>{t('calendar.month.legendBlocked')}</span>
            </li>
            <li className={classes.legendItem}>
              <span style={{ width: 32, textAlign: 'center' }} aria-hidden="true">
                <span className={classes.todaySample}>{new Date().getDate()}</span>
              </span>
              <span>{t('calendar.month.today')}</span>
            </li>
            <li className={classes.legendItem}>
              <span className={`${classes.swatch} ${classes.pastSample}`} aria-hidden="true" />
              <span>{t('calendar.month.legendPast')}</span>
            </li>
          </ul>
        </Collapse>
      </Stack>
    </Paper>
  );
}
