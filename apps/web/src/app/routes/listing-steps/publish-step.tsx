import { Alert, Anchor, Button, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { type MissingField, missingFields } from '../../../features/listing/engine/field-steps.ts';
import { propertyKeys } from '../../../features/properties/api/property-keys.ts';
import { useChangeUnitPublication } from '../../../features/units/api/publish-unit.ts';
import { unitKeys } from '../../../features/units/api/unit-keys.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** A summary of the listing and the Publish button; problems list what is missing, with links. */
export default function PublishStep() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { unit, property, propertyId, steps, completed, linkTo, complete, completing } = useListingStep();
  const queryClient = useQueryClient();
  const publish = useChangeUnitPublication(unit);
  // a refusal may name data of a step the flow did not show: reload what decides the visible steps
  const reloadVisibleSteps = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
      queryClient.invalidateQueries({ queryKey: unitKeys.regionalConfiguration(unit.id) }),
    ]);
  const [missing, setMissing] = useState<MissingField[]>([]);
  const [error, setError] = useState<string>();
  const open = steps.filter((s) => s.name !== 'publish' && !completed.includes(s.name));
  const price = unit.priceAndAvailability;
  const rows: [string, string][] = [
    [t('listing.publish.property'), property.title || t('listing.untitledProperty')],
    [t('listing.title.titleLabel'), unit.title || '—'],
    [
      t('listing.unitType.label'),
      unit.accommodationType ? t(`units.accommodationType.${unit.accommodationType}`) : '—',
    ],
    [t('listing.guestsRooms.guests'), unit.guests ? String(unit.guests) : '—'],
    [t('units.roomType.bedroom'), String(unit.rooms.filter((r) => r.type === 'bedroom').length)],
    [t('listing.publish.price'), price ? format.money(price.nightlyPrice, price.currency) : '—'],
    [
      t('listing.bookingPreference.typeLabel'),
      unit.bookingType ? t(`units.bookingType.${unit.bookingType}`) : '—',
    ],
  ];

  // submitted already: there is nothing to publish, only a review to wait for
  const underReview = unit.state === 'UNDER_REVIEW';
  const onPublish = async () => {
    setError(undefined);
    setMissing([]);
    try {
      await publish.mutateAsync('publish', { onError: () => void reloadVisibleSteps() });
    } catch (e) {
      const list = isApiError(e) ? missingFields(e.fieldErrors) : [];
      setMissing(list);
      if (list.length === 0)
        setError(isApiError(e) && e.message ? e.message : t('commons.errorOccuredPleaseTryAgain'));
      return;
    }
    await complete();
  };

  return (
    <StepLayout
      title={t('listing.publish.title')}
      description={t('listing.publish.description')}
      error={error}
      hideContinue
    >
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      {underReview && (
        <Alert color="blue" role="status" title={t('listing.publish.underReviewTitle')}>
          {t('listing.publish.underReviewText')}
        </Alert>
      )}
      {!underReview && open.length > 0 && (
        <Alert color="yellow" title={t('listing.publish.openSteps')}>
          <List size="sm">
            {open.map((s) => (
              <List.Item key={s.name}>
                <Anchor component={Link} to={linkTo(s.name)}>
                  {t(`listing.step.${s.name}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {missing.length > 0 && (
        <Alert color="red" role="alert" title={t('listing.publish.missing')}>
          <List size="sm">
            {missing.map((m) => (
              <List.Item key={m.field}>
                {m.reason}{' '}
                {m.step && (
                  <Anchor component={Link} to={linkTo(m.step)}>
                    {t('listing.publish.fix', { step: t(`listing.step.${m.step}`) })}
                  </Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {!underReview && (
        <Stack align="flex-end">
          <Button
            size="md"
            leftSection={<IconRocket size={18} aria-hidden="true" />}
            loading={publish.isPending || completing}
            onClick={() => void onPublish()}
          >
            {t('listing.publish.submit')}
          </Button>
        </Stack>
      )}
    </StepLayout>
  );
}
