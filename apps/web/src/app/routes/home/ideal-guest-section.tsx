import { useQueryClient } from '@tanstack/react-query';
import { IdealGuestPanel } from '../../../features/guest-profile/components/ideal-guest-panel.tsx';
import { reservationKeys } from '../../../features/reservations/api/reservation-keys.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { HomeSection } from './home-section.tsx';

/**
 * The host's ideal guest on the overview (issue 10): the answers in short and the questionnaire.
 * A saved answer re-rates every request and inquiry, so their lists and details are refetched.
 */
export function IdealGuestSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <HomeSection id="home-ideal-guest" title={t('guestProfile.card.title')}>
      <IdealGuestPanel
        onSaved={() => void queryClient.invalidateQueries({ queryKey: reservationKeys.all })}
      />
    </HomeSection>
  );
}
