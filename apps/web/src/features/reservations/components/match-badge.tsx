import type { Match, MatchLevel, MatchReason } from '@host-portal/contracts/match-score';
import { Anchor, Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { toBcp47 } from '../../../lib/locale.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { languageName, Section } from './detail-sections.tsx';

const COLOR: Record<MatchLevel, string> = {
  potentialMatch: 'gray',
  niceMatch: 'cyan',
  goodMatch: 'blue',
  greatMatch: 'teal',
  bestMatch: 'green',
};

/** The level of a request's match (ADR 0022); the dot carries the colour, the text stays readable. */
export function MatchBadge({ match }: { match: Match }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[match.level]} variant="dot" tt="none" style={{ flexShrink: 0 }}>
      {t(`reservations.match.level.${match.level}`)}
    </Badge>
  );
}

/** "Fits: booking time, group size · Misses: language": the why of a match in one line. */
export function useMatchWhy() {
  const { t, i18n } = useTranslation();
  const list = (reasons: MatchReason[]) =>
    new Intl.ListFormat(toBcp47(i18n.language || 'en_US'), { type: 'conjunction' }).format(
      reasons.map((r) => t(`reservations.match.criterion.${r.criterion}`)),
    );
  return (match: Match) => {
    const fits = match.reasons.filter((r) => r.matched);
    const misses = match.reasons.filter((r) => !r.matched);
    return [
      fits.length ? t('reservations.match.fits', { list: list(fits) }) : null,
      misses.length ? t('reservations.match.misses', { list: list(misses) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };
}

/** A list row's match: the badge and its why. */
export function MatchSummary({ match }: { match: Match }) {
  const why = useMatchWhy();
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <MatchBadge match={match} />
      <Text size="xs" c="dimmed">
        {why(match)}
      </Text>
    </Group>
  );
}

/** The details' match: each criterion with what the request is and whether it fits. */
export function MatchSection({ match }: { match: Match | null }) {
  const { t, i18n } = useTranslation();
  const value = (reason: MatchReason) =>
    reason.criterion === 'language'
      ? languageName(reason.value, i18n.language || 'en_US')
      : t(`guestProfile.option.${reason.value}.label`);
  return (
    <Section title={t('reservations.match.title')}>
      {match ? (
        <Stack gap="sm">
          <MatchBadge match={match} />
          <List spacing="xs" listStyleType="none" p={0} m={0}>
            {match.reasons.map((reason) => (
              <List.Item
                key={reason.criterion}
                icon={
                  <ThemeIcon
                    size={20}
                    radius="xl"
                    color={reason.matched ? 'green' : 'gray'}
                    aria-hidden="true"
                  >
                    {reason.matched ? <IconCheck size={14} /> : <IconX size={14} />}
                  </ThemeIcon>
                }
              >
                <Text size="sm">
                  <Text span fw={600}>
                    {t(`guestProfile.criterion.${reason.criterion}`)}:
                  </Text>{' '}
                  {value(reason)}{' '}
                  <Text span c="dimmed">
                    (
                    {t(
                      reason.matched
                        ? 'reservations.match.fitsPreference'
                        : 'reservations.match.missesPreference',
                    )}
                    )
                  </Text>
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        <Text size="sm">
          {t('reservations.match.none')}{' '}
          <Anchor component={Link} to={paths.home} underline="always">
            {t('reservations.match.toOverview')}
          </Anchor>
        </Text>
      )}
    </Section>
  );
}
