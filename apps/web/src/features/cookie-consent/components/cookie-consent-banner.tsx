import type { CookieConsentEntry } from '@host-portal/contracts/settings';
import { lazy, Suspense, useState } from 'react';
import { PlainButton, Spinner } from '../../../components/ui/plain.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { rememberLocale } from '../../../lib/locale-cookie.ts';
import { retryImport } from '../../../lib/retry-import.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCookieConsentSettings } from '../api/get-cookie-consent-settings.ts';
import { type CookieCategory, readConsent, saveConsent } from '../consent.ts';
import classes from './cookie-consent-banner.module.css';

// the category checkboxes load when the visitor asks to choose, not with every first page
const CookieCategories = lazy(() => retryImport(() => import('./cookie-categories.tsx')));

function categoriesOf(entries: CookieConsentEntry[]): CookieCategory[] {
  return Array.from(new Set(entries.map((entry) => entry.category)));
}

/** Consent banner driven by the server's cookie list; the choice lives in the cookie_consent cookie. */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const { locale } = useAppContext();
  const [decided, setDecided] = useState(() => readConsent() !== null);
  const [choosing, setChoosing] = useState(false);
  const [selected, setSelected] = useState<CookieCategory[]>(['necessary']);
  const { data } = useCookieConsentSettings(locale, !decided);

  if (decided || !data || data.entries.length === 0) return null;
  const categories = categoriesOf(data.entries);
  const decide = (accepted: CookieCategory[]) => {
    saveConsent(accepted);
    // the language shown now is kept in ho_hl only if functional cookies were accepted; refusing
    // them removes a ho_hl written before
    rememberLocale(locale);
    setDecided(true);
  };

  return (
    <section className={classes.banner} aria-labelledby="cookie-consent-title">
      <div className={classes.panel}>
        <h2 className={classes.title} id="cookie-consent-title">
          {t('cookieConsent.title')}
        </h2>
        <p className={classes.text}>{t('cookieConsent.description')}</p>
        {choosing && (
          <Suspense fallback={<Spinner size="sm" label={t('commons.loading')} />}>
            <CookieCategories
              categories={categories}
              entries={data.entries}
              selected={selected}
              onChange={setSelected}
            />
          </Suspense>
        )}
        <div className={classes.actions}>
          {choosing ? (
            <PlainButton variant="default" onClick={() => decide(selected)}>
              {t('cookieConsent.saveChoice')}
            </PlainButton>
          ) : (
            <PlainButton variant="default" onClick={() => setChoosing(true)}>
              {t('cookieConsent.choose')}
            </PlainButton>
          )}
          <PlainButton variant="default" onClick={() => decide(['necessary'])}>
            {t('cookieConsent.necessaryOnly')}
          </PlainButton>
          <PlainButton onClick={() => decide(categories)}>{t('cookieConsent.acceptAll')}</PlainButton>
        </div>
      </div>
    </section>
  );
}
