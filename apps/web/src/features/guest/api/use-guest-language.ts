import type { ChatChannel } from '@host-portal/contracts/messaging';
import { LOCALES } from '@host-portal/i18n';
import { useEffect, useRef } from 'react';
import { useAppContext } from '../../../lib/app-context.tsx';
import { LOCALE_COOKIE, readCookie } from '../../../lib/cookies.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { guestLocaleOf } from '../guest-status.ts';

/**
 * The guest chat speaks the guest's language: the one they gave with their newest stay, unless they
 * chose one (the ho_hl cookie). Once per page: a choice in the language menu afterwards stands.
 * The cookie is not written: the guest did not choose.
 */
export function useGuestLanguage(channels: ChatChannel[] | undefined) {
  const { domainConfig, locale } = useAppContext();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !channels) return;
    applied.current = true;
    if (readCookie(LOCALE_COOKIE)) return;
    const language = channels.find((c) => c.stay)?.stay?.guestLanguage;
    const available = domainConfig.locales.length ? domainConfig.locales : LOCALES;
    const next = language ? guestLocaleOf(language, available) : null;
    if (next && next !== locale) {
      changeLanguage(next).catch(() => {
        // the strings did not load: the page stays in the language it has
      });
    }
  }, [channels, domainConfig.locales, locale]);
}
