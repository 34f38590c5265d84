import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/translation.tsx';
import { NavBadge } from './nav-badge.tsx';
import { isActive, type NavEntry, type NavId } from './nav-entries.ts';
import classes from './shell.module.css';

export interface NavBarProps {
  entries: NavEntry[];
  /** Unread or pending counts per entry (none exist yet; the bars are ready for them). */
  counts?: Partial<Record<NavId, number>>;
}

/** Desktop navigation inside the header. */
export function TopBar({ entries, counts }: NavBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={classes.topNav} aria-label={t('nav.mainLabel')} data-testid="top-bar">
      {entries.map((entry) =>
        entry.external ? (
          <a
            key={entry.id}
            className={classes.topLink}
            href={entry.to}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(entry.labelKey)}
            <span className="hp-visually-hidden"> {t('commons.opensInNewTab')}</span>
          </a>
        ) : (
          <Link
            key={entry.id}
            to={entry.to}
            className={classes.topLink}
            aria-current={isActive(entry, pathname) ? 'page' : undefined}
          >
            <span className={classes.iconWrap}>
              {t(entry.labelKey)}
              <NavBadge count={counts?.[entry.id]} />
            </span>
          </Link>
        ),
      )}
    </nav>
  );
}
