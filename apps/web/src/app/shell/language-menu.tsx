import { IconLanguage } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { iconButtonClass, Spinner } from '../../components/ui/plain.tsx';
import { useAppContext } from '../../lib/app-context.tsx';
import { localeName } from '../../lib/locale.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { DeferredMenu, lazyMenu } from './deferred-menu.tsx';

/** The language switcher's trigger; Menu.Target passes its ref and handlers through. */
export const LanguageButton = forwardRef<
  HTMLButtonElement,
  { busy?: boolean } & ComponentPropsWithoutRef<'button'>
>(function LanguageButton({ busy = false, ...rest }, ref) {
  const { t } = useTranslation();
  const { locale } = useAppContext();
  return (
    <button
      ref={ref}
      type="button"
      className={iconButtonClass}
      aria-label={t('nav.language', { language: localeName(locale) })}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : <IconLanguage size={22} aria-hidden="true" />}
    </button>
  );
});

const LanguageMenuPopup = lazyMenu(
  () => import('./language-menu-popup.tsx'),
  () => <LanguageButton />,
);

/** The header's language switcher, for signed-in and anonymous visitors alike. */
export function LanguageMenu() {
  return (
    <DeferredMenu
      menu={LanguageMenuPopup}
      props={{}}
      button={(handlers) => <LanguageButton {...handlers} />}
    />
  );
}
