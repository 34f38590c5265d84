import { useTranslation } from '../../lib/translation.tsx';
import { showBadge } from './nav-entries.ts';
import classes from './shell.module.css';

/** A count on a nav entry; nothing when the count is 0 or above 10. */
export function NavBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!showBadge(count)) return null;
  return (
    <span className={classes.countBadge} role="img" aria-label={t('nav.badge', { count })}>
      {count}
    </span>
  );
}
