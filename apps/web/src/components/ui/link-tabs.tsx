import { ScrollArea } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import classes from './link-tabs.module.css';

export interface LinkTab {
  to: string;
  label: ReactNode;
  /** key of the entry; `to` when not given */
  id?: string;
  /** active only on exactly `to`, not below it */
  end?: boolean;
}

/**
 * Page tabs as links, not ARIA tabs: each page has its own address (the current one has
 * aria-current); the row scrolls sideways on a phone.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // on a phone the row is wider than the screen: bring the current tab into view
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page changes
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav aria-label={label}>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
        <ul className={classes.list} ref={list}>
          {tabs.map((tab) => (
            <li key={tab.id ?? tab.to}>
              <NavLink to={tab.to} end={tab.end} className={classes.link}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollArea>
    </nav>
  );
}
