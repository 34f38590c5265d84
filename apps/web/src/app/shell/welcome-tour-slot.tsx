import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { userInteractionsQueryOptions } from '../../features/units/api/get-user-interactions.ts';
import { useSaveUserInteraction } from '../../features/units/api/save-user-interaction.ts';
import {
  needsInteractions,
  opensWelcomeTour,
  WELCOME_TOUR_INTERACTION,
} from '../../features/welcome-tour/welcome-tour-rules.ts';
import { helpCenterHref } from '../../lib/account-entries.ts';
import { useAppContext } from '../../lib/app-context.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { retryImport } from '../../lib/retry-import.ts';
import { paths } from '../../lib/route-paths.ts';

const WelcomeTour = lazy(() =>
  retryImport(() => import('../../features/welcome-tour/components/welcome-tour.tsx')),
);

/**
 * Whether the tour was asked for (the help menu) or already shown since the app started: it opens
 * by itself at most once per start, so "Watch later" means the next start (ADR 43).
 */
const tourState = { requested: false, shownThisStart: false };
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the welcome tour (from the help menu), for any host. */
export function openWelcomeTour() {
  tourState.requested = true;
  notify();
}

/** Forget the start (tests render several starts in one module). */
export function resetWelcomeTourStart() {
  tourState.requested = false;
  tourState.shownThisStart = false;
}

/**
 * The welcome tour in the signed-in shell (001 section 2): it opens by itself for migrated hosts who
 * have not seen it, or for everyone when the setting forces it, and from the help menu. What the
 * host did is remembered through the interactions calls.
 */
export function WelcomeTourSlot() {
  const user = useCurrentUser();
  const { settings, locale } = useAppContext();
  const navigate = useNavigate();
  const interactions = useQuery({ ...userInteractionsQueryOptions(), enabled: needsInteractions(user) });
  const save = useSaveUserInteraction();
  const requested = useSyncExternalStore(subscribe, () => tourState.requested);
  const [opened, setOpened] = useState(false);
  // mounted from the first opening on, so that closing plays the dialog's transition
  const [mounted, setMounted] = useState(false);
  const seenSaved = useRef(false);
  const open = useCallback(() => {
    seenSaved.current = false;
    setMounted(true);
    setOpened(true);
  }, []);

  const automatic = opensWelcomeTour(
    user,
    settings.features.welcomeTourForced,
    interactions.data?.interactions,
  );
  useEffect(() => {
    if (automatic && !tourState.shownThisStart) {
      tourState.shownThisStart = true;
      open();
    }
  }, [automatic, open]);
  useEffect(() => {
    if (requested) {
      tourState.requested = false;
      open();
    }
  }, [requested, open]);

  if (!user || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeTour
        opened={opened}
        onSeen={() => {
          if (seenSaved.current) return;
          seenSaved.current = true;
          save.mutate(WELCOME_TOUR_INTERACTION);
        }}
        onLater={() => save.mutate({ interactionType: WELCOME_TOUR_INTERACTION, interacted: false })}
        onMore={() => {
          if (settings.helpCenterUrl) {
            window.open(helpCenterHref(settings.helpCenterUrl, locale), '_blank', 'noopener,noreferrer');
          } else navigate(paths.help);
        }}
        onClose={() => setOpened(false)}
      />
    </Suspense>
  );
}
