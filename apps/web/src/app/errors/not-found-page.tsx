import { NotFoundView } from '../../components/ui/not-found-view.tsx';
import { isAuthenticated } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTranslation } from '../../lib/translation.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return <NotFoundView signedIn={isAuthenticated()} />;
}
