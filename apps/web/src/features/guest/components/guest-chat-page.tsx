import type { ChatChannel } from '@host-portal/contracts/messaging';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useGuestChannels } from '../api/get-guest-channels.ts';
import { useGuestMe } from '../api/get-guest-me.ts';
import { useGuestLogout } from '../api/guest-logout.ts';
import { useGuestLanguage } from '../api/use-guest-language.ts';
import type { GuestSessionState } from '../api/use-guest-session.ts';
import classes from './guest.module.css';
import { GuestStayHeader } from './guest-stay-header.tsx';
import { GuestStays } from './guest-stays.tsx';
import { NewLinkPanel } from './new-link-panel.tsx';

export interface GuestChatPageProps {
  /** The session as the page knows it (use-guest-session.ts). */
  session: GuestSessionState;
  /** The conversation of the selected stay, with `header` above its messages (composed in app/). */
  renderConversation: (channel: ChatChannel, header: ReactNode) => ReactNode;
}

/**
 * /guest/chat (issue 9): the guest's stays with their status, and the conversation with the host
 * about the one selected (`?channel=`, else the newest). `?review=<reservation>` (issue 10, the
 * link of the "how was your stay" e-mail) selects that stay and opens its review form. Without a
 * session it offers a new link.
 */
export function GuestChatPage({ session, renderConversation }: GuestChatPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('guest.chat.title'));
  if (session === 'signedOut') return <NewLinkPanel reason="signedOut" />;
  if (session === 'ended') return <NewLinkPanel reason="sessionEnded" />;
  return <GuestChat renderConversation={renderConversation} />;
}

/** The page of an active session; unmounted when it ends, so nothing asks for the guest's data. */
function GuestChat({ renderConversation }: Pick<GuestChatPageProps, 'renderConversation'>) {
  const { t } = useTranslation();
  const me = useGuestMe();
  const channels = useGuestChannels();
  const logout = useGuestLogout();
  const [params, setParams] = useSearchParams();
  useGuestLanguage(channels.data?.items);

  // a 401 ends the session (the page above switches); until then, nothing to show
  if ([me.error, channels.error].some((e) => isApiError(e) && e.status === 401)) {
    return <NewLinkPanel reason="sessionEnded" />;
  }
  const failed = me.error ?? channels.error;
  if (failed) {
    return (
      <div className={classes.page}>
        <ErrorState
          error={failed}
          onRetry={() => {
            void me.refetch();
            void channels.refetch();
          }}
        />
      </div>
    );
  }
  if (!me.data || !channels.data) {
    return (
      <Stack className={classes.page} gap="sm" role="status" aria-label={t('commons.loading')}>
        <Skeleton height={28} width="40%" />
        <Skeleton height={72} />
        <Skeleton height={240} />
      </Stack>
    );
  }

  const items = channels.data.items;
  // the "how was your stay" e-mail names the stay to review (its reservation)
  const review = params.get('review');
  const selected =
    items.find((c) => c.id === params.get('channel')) ??
    items.find((c) => !!review && c.reservationId === review) ??
    items[0];
  const forgetReview = () =>
    setParams(
      (current) => {
        // the stay stays selected once the link's part about the review is gone
        current.delete('review');
        if (selected) current.set('channel', selected.id);
        return current;
      },
      { replace: true },
    );
  return (
    <div className={classes.page}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            {t('guest.chat.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('guest.chat.signedInAs', { email: me.data.email })}
          </Text>
        </div>
        <Button variant="default" size="xs" loading={logout.isPending} onClick={() => logout.mutate()}>
          {t('guest.chat.signOut')}
        </Button>
      </Group>
      {items.length === 0 || !selected ? (
        <EmptyState title={t('guest.chat.empty.title')} description={t('guest.chat.empty.text')} />
      ) : (
        // one stay: its header above the conversation says it all, a list of one would repeat it
        // (and on a phone push the conversation below the fold)
        <div className={items.length > 1 ? classes.layout : `${classes.layout} ${classes.single}`}>
          {items.length > 1 && (
            <GuestStays channels={items} selectedId={selected.id} basePath={paths.guestChat} />
          )}
          <div className={classes.conversation}>
            {renderConversation(
              selected,
              <GuestStayHeader
                key={selected.id}
                channel={selected}
                openReview={!!review && selected.reservationId === review}
                onReviewClosed={review ? forgetReview : undefined}
              />,
            )}
          </div>
        </div>
      )}
    </div>
  );
}
