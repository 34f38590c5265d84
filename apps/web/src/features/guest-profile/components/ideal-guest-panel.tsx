import {
  answeredFields,
  type GuestPreferences,
  PREFERENCE_FIELDS,
  type PreferenceField,
} from '@host-portal/contracts/guest-profile';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useGuestPreferences } from '../api/get-guest-preferences.ts';
import { GuestProfileModal } from './guest-profile-modal.tsx';
import { languageName, useOptionText } from './option-text.ts';

/**
 * The host's ideal guest in short, and the button that opens the questionnaire ("Describe your
 * ideal guest" until every step is answered, then "Edit your answers").
 */
export function IdealGuestPanel({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const query = useGuestPreferences();
  const [opened, setOpened] = useState(false);

  if (query.isError && !query.data) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton height={72} radius="md" aria-hidden="true" />;
  const answered = answeredFields(query.data).length;
  const complete = answered === PREFERENCE_FIELDS.length;

  return (
    <Stack gap="sm" align="flex-start">
      {answered === 0 ? (
        <Text size="sm">{t('guestProfile.card.intro')}</Text>
      ) : (
        <Summary preferences={query.data} />
      )}
      {!complete && answered > 0 && (
        <Text size="sm" c="dimmed">
          {t('guestProfile.card.progress', { answered, total: PREFERENCE_FIELDS.length })}
        </Text>
      )}
      <Button
        size="sm"
        variant={complete ? 'default' : 'light'}
        leftSection={<IconHeartHandshake size={16} aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t(complete ? 'guestProfile.card.edit' : 'guestProfile.card.describe')}
      </Button>
      <GuestProfileModal
        opened={opened}
        onClose={() => setOpened(false)}
        saved={query.data}
        onSaved={onSaved}
      />
    </Stack>
  );
}

/** What the host answered, step by step (unanswered steps left out). */
function Summary({ preferences }: { preferences: GuestPreferences }) {
  const { t, i18n } = useTranslation();
  const text = useOptionText();
  const list = (items: string[]) =>
    new Intl.ListFormat((i18n.language || 'en_US').replace('_', '-'), { type: 'conjunction' }).format(items);
  const answer = (field: PreferenceField): string | null => {
    if (field === 'language') {
      if (!preferences.language) return null;
      if (preferences.language === 'noPreference') return text.label('noPreference');
      return list(preferences.hostLanguages.map((code) => languageName(code, i18n.language || 'en_US')));
    }
    const options = preferences[field];
    return options ? list(options.map(text.label)) : null;
  };
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
      {PREFERENCE_FIELDS.map((field) => {
        const value = answer(field);
        if (!value) return null;
        return (
          <Text key={field} component="div" size="sm">
            <dt style={{ display: 'inline', color: 'var(--mantine-color-dimmed)' }}>
              {t(`guestProfile.criterion.${field}`)}:
            </dt>{' '}
            <dd style={{ display: 'inline', margin: 0 }}>{value}</dd>
          </Text>
        );
      })}
    </dl>
  );
}
