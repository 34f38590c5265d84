import type { CookieConsentEntry } from '@host-portal/contracts/settings';
import { useTranslation } from '../../../lib/translation.tsx';
import type { CookieCategory } from '../consent.ts';
import classes from './cookie-consent-banner.module.css';

/**
 * The categories of the cookie banner's "choose" step, each with the cookies it covers. Native
 * checkboxes: the banner shows before the UI library has loaded.
 */
export default function CookieCategories({
  categories,
  entries,
  selected,
  onChange,
}: {
  categories: CookieCategory[];
  entries: CookieConsentEntry[];
  selected: CookieCategory[];
  onChange: (value: CookieCategory[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (category: CookieCategory, on: boolean) =>
    onChange(on ? [...selected, category] : selected.filter((c) => c !== category));
  return (
    <fieldset className={classes.categories}>
      <legend className={classes.legend}>{t('cookieConsent.categoriesLabel')}</legend>
      {categories.map((category) => {
        const hintId = `cookie-category-${category}-hint`;
        return (
          <label key={category} className={classes.category}>
            <input
              type="checkbox"
              value={category}
              disabled={category === 'necessary'}
              checked={category === 'necessary' || selected.includes(category)}
              onChange={(event) => toggle(category, event.currentTarget.checked)}
              aria-describedby={hintId}
            />
            <span>{t(`cookieConsent.category.${category}`)}</span>
            <span id={hintId} className={classes.categoryHint}>
              {entries
                .filter((entry) => entry.category === category)
                .map((entry) => entry.title)
                .join(', ')}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
