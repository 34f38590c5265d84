import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/translation.tsx';
import { NavBadge } from './nav-badge.tsx';
import { isActive } from './nav-entries.ts';
import { NavIcon } from './nav-icon.tsx';
import classes from './shell.module.css';
import type { NavBarProps } from './top-bar.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';

/** Mobile navigation: fixed at the bottom, 64 px high, hides on scroll down. */
export function BottomBar({ entries, counts }: NavBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hidden = useHideOnScroll();
  return (
    <nav
      className={`${classes.bottomBar} ${hidden ? classes.bottomBarHidden : ''}`}
      aria-label={t('nav.mobileLabel')}
      data-testid="bottom-bar"
      data-hidden={hidden}
    >
      {entries.map((entry) => {
        const content = (
          <>
            <span className={classes.iconWrap}>
              <NavIcon id={entry.id} size={22} />
              <NavBadge count={counts?.[entry.id]} />
            </span>
            <span>{t(entry.labelKey)}</span>
          </>
        );
        return entry.external ? (
          <a
            key={entry.id}
            className={classes.bottomLink}
            href={entry.to}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(entry.labelKey)} ${t('commons.opensInNewTab')}`}
          >
            {content}
          </a>
        ) : (
          <Link
            key={entry.id}
            to={entry.to}
            className={classes.bottomLink}
            aria-current={isActive(entry, pathname) ? 'page' : undefined}
          >
            {content}
          </Link>
        );
      })}
    </nav>
  );
}
