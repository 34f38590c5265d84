import { type GuestReviewState, REVIEW_CATEGORIES } from '@host-portal/contracts/reviews';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Stars } from '../../../../components/ui/star-rating.tsx';
import { useFormatters } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import classes from '../guest.module.css';

/** The guest's review once sent: read-only, with a thank-you. */
export function GuestReviewView({ state, onClose }: { state: GuestReviewState; onClose: () => void }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const review = state.review;
  const outOf = (rating: number) => t('guest.review.outOf', { rating });
  return (
    <Stack gap="md">
      <Text fw={600}>{t('guest.review.thanks')}</Text>
      {review && (
        <>
          <Group gap="xs">
            <Stars rating={review.rating} label={outOf(review.rating)} size={22} />
            <Text size="sm" c="dimmed">
              {t('guest.review.written', { date: date(review.createdAt, { dateStyle: 'long' }) })}
            </Text>
          </Group>
          <dl className={classes.reviewCategories}>
            {REVIEW_CATEGORIES.map((c) => (
              <div key={c}>
                <dt>{t(`reviews.category.${c}`)}</dt>
                <dd>
                  <Stars rating={review.categories[c]} label={outOf(review.categories[c])} size={16} />
                </dd>
              </div>
            ))}
          </dl>
          <Text className={classes.reviewText}>{review.text}</Text>
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('commons.close')}
        </Button>
      </Group>
    </Stack>
  );
}
