import { REVIEW_CATEGORIES, type Review } from '@host-portal/contracts/reviews';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Stars } from '../../../components/ui/star-rating.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ReviewReply } from './review-reply.tsx';

/** One guest's review: who, which stay, the stars overall and per category, the words, the reply. */
export function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-label={review.guestName}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {review.guestName}
            </Title>
            {!review.seen && (
              <Badge color="red" variant="filled" size="sm">
                {t('reviews.new')}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Stars rating={review.rating} label={t('reviews.stars', { value: review.rating })} />
            <Text size="sm" c="dimmed">
              {t('reviews.card.written', { date: format.date(review.createdAt) })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('reviews.card.stay', { dates: format.stayRange(review.stay.checkIn, review.stay.checkOut) })}
          </Text>
        </Stack>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.text}</Text>
        <Group
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('reviews.rating.categories')}
        >
          {REVIEW_CATEGORIES.map((category) => (
            <Badge component="li" key={category} variant="default" radius="sm" size="lg" tt="none" fw={500}>
              {t('reviews.card.category', {
                category: t(`reviews.category.${category}`),
                value: review.categories[category],
              })}
            </Badge>
          ))}
        </Group>
        <Divider />
        <ReviewReply review={review} />
      </Stack>
    </Paper>
  );
}
