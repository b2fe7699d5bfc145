import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A rating as five stars, read out as "4 étoiles sur 5" (the stars alone say nothing to a screen reader). */
export function ReviewStars({ rating, size = 18 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={t('reviews.card.stars', { rating })} c="yellow.8">
      {[1, 2, 3, 4, 5].map((star) =>
        star <= rating ? (
          <IconStarFilled key={star} size={size} aria-hidden />
        ) : (
          <IconStar key={star} size={size} aria-hidden style={{ color: 'var(--mantine-color-gray-5)' }} />
        ),
      )}
    </Group>
  );
}
