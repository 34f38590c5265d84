import { ERROR_CODES } from '@host-portal/contracts/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { Spinner } from '../../../components/ui/plain.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { guestMeQueryOptions } from '../api/get-guest-me.ts';
import { guestKeys } from '../api/guest-keys.ts';
import { exchangeLoginToken } from '../api/guest-login.ts';
import { NewLinkPanel } from '../components/new-link-panel.tsx';
import { guestChatPath, type NewLinkReason } from '../guest-status.ts';

type State =
  | { kind: 'pending' }
  | { kind: 'dead'; reason: NewLinkReason }
  | { kind: 'failed'; error: unknown };

const TOKEN = /^[A-Za-z0-9_-]{40,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /guest/login?token=… (issue 9): the link from a guest's e-mail. The token becomes the session
 * cookie (one POST: mail scanners that open the link without running the page spend nothing),
 * then the chat opens at the conversation the e-mail was about (and, from the "how was your stay"
 * e-mail, `&review=<reservation>`, at that stay's review form). A used or expired link offers a
 * new one to the same address; without a link the guest gives their address.
 */
export default function GuestLoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('guest.login.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const wellFormed = token !== null && TOKEN.test(token);
  const reviewParam = params.get('review');
  const review = reviewParam && UUID.test(reviewParam) ? reviewParam : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(
    wellFormed ? { kind: 'pending' } : { kind: 'dead', reason: token ? 'invalid' : 'noLink' },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry runs the exchange again
  useEffect(() => {
    if (!token || !wellFormed) return;
    let live = true;
    const open = (channelId?: string | null) => {
      if (live) navigate(guestChatPath(paths.guestChat, channelId, review), { replace: true });
    };
    exchangeLoginToken(token).then(
      ({ channelId }) => {
        // another guest's data (an earlier session in this browser) must not show
        queryClient.removeQueries({ queryKey: guestKeys.all });
        open(channelId);
      },
      async (error: unknown) => {
        if (!live) return;
        const code = isApiError(error) ? error.code : null;
        if (code === ERROR_CODES.guestLinkUsed) {
          // opened before in this browser: its session may still be open
          const signedIn = await queryClient.fetchQuery(guestMeQueryOptions()).then(
            () => true,
            () => false,
          );
          if (signedIn) return open();
          if (live) setState({ kind: 'dead', reason: 'used' });
        } else if (code === ERROR_CODES.guestLinkExpired) {
          setState({ kind: 'dead', reason: 'expired' });
        } else if (isApiError(error) && (error.status === 404 || error.status === 400)) {
          setState({ kind: 'dead', reason: 'invalid' });
        } else {
          setState({ kind: 'failed', error });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [token, wellFormed, attempt]);

  return (
    <PageContainer>
      {state.kind === 'pending' && (
        <div role="status">
          <Spinner fill>
            <p>{t('guest.login.signingIn')}</p>
          </Spinner>
        </div>
      )}
      {state.kind === 'dead' && (
        <NewLinkPanel
          reason={state.reason}
          token={state.reason === 'expired' || state.reason === 'used' ? token : null}
        />
      )}
      {state.kind === 'failed' && (
        <ErrorState
          error={state.error}
          onRetry={() => {
            setState({ kind: 'pending' });
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </PageContainer>
  );
}
