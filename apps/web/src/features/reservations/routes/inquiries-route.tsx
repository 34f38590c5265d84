import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ReservationsPage } from '../components/reservations-page.tsx';
import { ARCHIVED_VIEW, INQUIRY_LIST_TABS } from '../list-paths.ts';

/** /inquiries (the alternate setting off): open inquiries, and the archived ones with ?view=archived. */
export default function InquiriesRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const archived = params.get('view') === ARCHIVED_VIEW;
  return (
    <ReservationsPage
      heading={t('nav.inquiries')}
      tabs={INQUIRY_LIST_TABS}
      tab={archived ? 'inquiries-archived' : 'inquiries'}
      onTab={(next, search) => {
        if (next === 'inquiries-archived') search.set('view', ARCHIVED_VIEW);
        const qs = search.toString();
        navigate(`${paths.inquiries}${qs ? `?${qs}` : ''}`);
      }}
    />
  );
}
