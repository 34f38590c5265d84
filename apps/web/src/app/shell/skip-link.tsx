import { useTranslation } from '../../lib/translation.tsx';
import classes from './shell.module.css';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink}>
      {t('nav.skipToContent')}
    </a>
  );
}
