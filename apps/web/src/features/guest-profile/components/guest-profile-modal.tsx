import {
  GUEST_PROFILE_MODAL,
  GUEST_PROFILE_STEPS,
  type GuestPreferences,
  type MultiChoiceField,
  PREFERENCE_FIELDS,
  type UpdateGuestPreferences,
} from '@host-portal/contracts/guest-profile';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconHeartHandshake } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUpdateGuestPreferences } from '../api/update-guest-preferences.ts';
import { ChoiceStep } from './choice-step.tsx';
import classes from './guest-profile-modal.module.css';
import { type LanguageAnswer, LanguageStep } from './language-step.tsx';

const PHONE_QUERY = '(max-width: 47.99em)';
const LAST = GUEST_PROFILE_STEPS.length - 1;

type Drafts = Record<MultiChoiceField, string[]> & { language: LanguageAnswer };
const draftsOf = (saved: GuestPreferences | undefined): Drafts => ({
  bookingTimes: saved?.bookingTimes ?? [],
  stayDurations: saved?.stayDurations ?? [],
  startOfStay: saved?.startOfStay ?? [],
  groupSizes: saved?.groupSizes ?? [],
  language: { language: saved?.language ?? null, hostLanguages: saved?.hostLanguages ?? [] },
});

/**
 * The guest-profile questionnaire (000 sections 2, 4, 5, 9): 7 steps, the 5 in between ask and
 * show progress. Confirm saves the step, then opens the next; Discard closes it all; the last
 * step closes it. The saved answers are chosen when it opens.
 */
export function GuestProfileModal({
  opened,
  onClose,
  saved,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  saved: GuestPreferences | undefined;
  /** after each saved step (the caller refreshes what the answers change, e.g. match scores) */
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('guestProfile.modal.title')}
      size={GUEST_PROFILE_MODAL.width}
      fullScreen={phone}
      centered
      classNames={{ content: classes.content, body: classes.body }}
    >
      {/* a fresh flow each time it opens, starting from the saved answers */}
      {opened && <Steps saved={saved} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function Steps({
  saved,
  onClose,
  onSaved,
}: {
  saved: GuestPreferences | undefined;
  onClose: () => void;
  onSaved: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [drafts, setDrafts] = useState(() => draftsOf(saved));
  const save = useUpdateGuestPreferences(onSaved);
  const step = GUEST_PROFILE_STEPS[index]!;
  const field = step.field;
  const stepRef = useRef<HTMLDivElement>(null);

  // a new step takes the focus: its first option, or the step itself (intro, all set)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    const root = stepRef.current;
    if (!root) return;
    const target = root.querySelector<HTMLElement>('input:not([disabled])') ?? root;
    // after the index effect Mantine's focus trap has settled on the dialog
    const timer = window.setTimeout(() => target.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [index]);

  const chosen = (() => {
    if (!field) return true;
    if (field === 'language') {
      const { language, hostLanguages } = drafts.language;
      return language !== null && (language !== 'hostLanguage' || hostLanguages.length > 0);
    }
    return drafts[field].length > 0;
  })();

  const bodyOf = (): UpdateGuestPreferences | null => {
    if (!field) return null;
    if (field === 'language') {
      const { language, hostLanguages } = drafts.language;
      return language === 'hostLanguage' ? { language, hostLanguages } : { language: language ?? undefined };
    }
    return { [field]: drafts[field] } as UpdateGuestPreferences;
  };

  const confirm = async () => {
    if (index === LAST) return onClose();
    const body = bodyOf();
    if (body) {
      try {
        await save.mutateAsync(body);
      } catch {
        return; // the failure is toasted; the step stays for another try
      }
    }
    setIndex(index + 1);
  };

  const progress = field ? PREFERENCE_FIELDS.indexOf(field) + 1 : 0;
  return (
    <Stack gap="md" className={classes.step} data-tracking-name={step.trackingName}>
      {field && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed" id="guest-profile-progress">
            {t('guestProfile.progress', { current: progress, total: PREFERENCE_FIELDS.length })}
          </Text>
          <Progress.Root size="sm">
            {/* the section is the progressbar: it carries the name */}
            <Progress.Section
              value={(progress / PREFERENCE_FIELDS.length) * 100}
              aria-labelledby="guest-profile-progress"
            />
          </Progress.Root>
        </Stack>
      )}
      <div ref={stepRef} tabIndex={-1} className={classes.step}>
        {step.name === 'introduction' && (
          <Stack gap="sm" align="flex-start">
            <IconHeartHandshake size={48} stroke={1.4} aria-hidden="true" />
            <Title order={3}>{t('guestProfile.intro.title')}</Title>
            <Text>{t('guestProfile.intro.text')}</Text>
            <Text size="sm" c="dimmed">
              {t('guestProfile.intro.note')}
            </Text>
          </Stack>
        )}
        {field && field !== 'language' && (
          <ChoiceStep
            field={field}
            value={drafts[field]}
            onChange={(value) => setDrafts({ ...drafts, [field]: value })}
          />
        )}
        {field === 'language' && (
          <LanguageStep value={drafts.language} onChange={(language) => setDrafts({ ...drafts, language })} />
        )}
        {step.name === 'allSet' && (
          <Stack gap="sm" align="flex-start">
            <IconCircleCheck size={48} stroke={1.4} color="var(--mantine-color-green-7)" aria-hidden="true" />
            <Title order={3}>{t('guestProfile.allSet.title')}</Title>
            <Text>{t('guestProfile.allSet.text')}</Text>
          </Stack>
        )}
      </div>
      <Group justify="flex-end" gap="sm">
        {index < LAST && (
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('guestProfile.discard')}
          </Button>
        )}
        <Button onClick={() => void confirm()} disabled={!chosen} loading={save.isPending}>
          {t(
            index === 0
              ? 'guestProfile.start'
              : index === LAST
                ? 'guestProfile.done'
                : 'guestProfile.confirm',
          )}
        </Button>
      </Group>
    </Stack>
  );
}
