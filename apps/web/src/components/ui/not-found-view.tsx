import { IconMapSearch } from '@tabler/icons-react';
import { paths } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { PlainButtonLink } from './plain.tsx';
import { StatusPage } from './status-page.tsx';

export interface NotFoundViewProps {
  /** e.g. "This property does not exist or was removed." */
  description?: string;
  /**
   * Signed-in hosts get their properties and the home page; signed-out visitors only the home link,
   * which leads them through sign-in.
   */
  signedIn?: boolean;
}

/** The not-found page body, also used for a property or unit that is missing (000 section 2). */
export function NotFoundView({ description, signedIn = true }: NotFoundViewProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconMapSearch size={56} stroke={1.4} aria-hidden="true" />}
      title={t('pages.notFound.title')}
      description={description ?? t('pages.notFound.description')}
      actions={
        <>
          {signedIn && (
            <PlainButtonLink to={paths.properties}>{t('pages.notFound.properties')}</PlainButtonLink>
          )}
          <PlainButtonLink to={paths.home} variant={signedIn ? 'default' : 'filled'}>
            {t('pages.notFound.home')}
          </PlainButtonLink>
        </>
      }
    />
  );
}
