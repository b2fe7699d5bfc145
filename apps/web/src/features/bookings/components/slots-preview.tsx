import { isCalendarDate, parisDate } from '@portal/contract';
import { Badge, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api';
import { DateField } from '@/shared/components/date-field';
import { LoadError } from '@/shared/components/load-error';
import { PairText } from '@/shared/components/localized-text';
import { useUserdata } from '@/shared/hooks/use-session';
import { useAvailability } from '../api/bookings';

/** The bookable times of a chosen day for a party, as guests see them (the public call). */
export function SlotsPreview() {
  const { t } = useTranslation();
  const publicId = useUserdata()?.public_id;
  const [date, setDate] = useState(() => parisDate(Date.now()));
  const [covers, setCovers] = useState('2');
  const party = Math.max(1, Math.min(50, Number(covers) || 2));
  const availability = useAvailability(publicId, date, party);
  const slots = availability.data?.data?.slots;
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} size="h5">
        {t('bookings.settings.preview.title')}
      </Title>
      <Group gap="sm" align="flex-end">
        <DateField
          label={t('bookings.settings.preview.date')}
          value={date}
          onChange={(typed) => {
            if (isCalendarDate(typed)) setDate(typed);
          }}
          w={170}
        />
        <TextInput
          inputMode="numeric"
          label={t('bookings.settings.preview.covers')}
          value={covers}
          maxLength={2}
          onChange={(e) => setCovers(e.currentTarget.value)}
          w={110}
        />
      </Group>
      {availability.isError && isApiError(availability.error) && availability.error.kind === 'business' ? (
        // The server's refusal is what guests read too (bookings off, restaurant not listed): it
        // is the preview, not a failure of the screen.
        <Text size="sm" c="dimmed">
          <PairText pair={availability.error.pair} />
        </Text>
      ) : availability.isError ? (
        <LoadError error={availability.error} onRetry={() => void availability.refetch()} />
      ) : !slots ? (
        publicId ? (
          <Skeleton h={32} />
        ) : null
      ) : slots.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bookings.settings.preview.none')}
        </Text>
      ) : (
        <Group
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('bookings.settings.preview.title')}
        >
          {slots.map((slot) => (
            <Badge
              key={slot.time}
              component="li"
              variant={slot.available ? 'light' : 'outline'}
              color={slot.available ? 'teal' : 'gray'}
              tt="none"
              size="lg"
            >
              {slot.available ? slot.time : `${slot.time} · ${t('bookings.settings.preview.full')}`}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
