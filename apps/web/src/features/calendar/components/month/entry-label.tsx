import type { CalendarEntry } from '@host-portal/contracts/calendar';
import { Popover } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { CalendarFormat } from './cell-format.ts';
import { EntryDetails } from './entry-details.tsx';
import { entryHref, entryTitle, hasConflict } from './entry-meta.ts';
import classes from './month.module.css';

/**
 * The name on an entry's bar, over `span` cells. A reservation's opens its page; the others
 * (blocks, imported events, merged entries) open their details. Out of the tab order: keyboard
 * users reach the same links from the action panel of the selected nights.
 */
export function EntryLabel({
  entry,
  span,
  fmt,
}: {
  entry: CalendarEntry;
  span: number;
  fmt: CalendarFormat;
}) {
  const { t } = fmt;
  const conflict = hasConflict(entry);
  const title = entryTitle(entry, t);
  const className = `${classes.label} ${classes[conflict ? 'chip-conflict' : `chip-${entry.kind}`]}`;
  const style = { '--span': span } as CSSProperties;
  const name = `${t(`calendar.kind.${entry.kind}`)}: ${title}${conflict ? `, ${t('calendar.month.conflict')}` : ''}`;
  const content = (
    <>
      {conflict && <IconAlertTriangle size={12} aria-hidden="true" style={{ flex: 'none' }} />}
      <span>{conflict ? `${title} · ${t('calendar.month.conflict')}` : title}</span>
    </>
  );
  const href = entryHref(entry);
  if (href) {
    return (
      <Link to={href} className={className} style={style} tabIndex={-1} aria-label={name}>
        {content}
      </Link>
    );
  }
  return (
    <Popover width={300} position="bottom-start" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <button type="button" className={className} style={style} tabIndex={-1} aria-label={name}>
          {content}
        </button>
      </Popover.Target>
      <Popover.Dropdown>
        <EntryDetails entry={entry} fmt={fmt} />
      </Popover.Dropdown>
    </Popover>
  );
}
