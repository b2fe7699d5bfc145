import {
  BOOKING_STATUS_LABELS,
  GUEST_MAX_TAGS,
  GUEST_NOTES_MAX_LENGTH,
  GUEST_TAG_MAX_LENGTH,
  guestPhone,
  ZSaveGuestNotesRequestSchema,
  type AllergenCode,
  type TGuestDetail,
} from '@portal/contract';
import {
  ActionIcon,
  Badge,
  Button,
  Chip,
  Drawer,
  Group,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/components/form-alert';
import { LoadError } from '@/shared/components/load-error';
import { useLocale } from '@/shared/hooks/use-locale';
import { allergenOptions } from '@/shared/lib/allergens';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useGuestDetail, useSaveGuestNotes } from '../api/guests';
import { bookingDay, guestDay, guestName } from './guest-format';

const ZNotesSchema = ZSaveGuestNotesRequestSchema.pick({ notes: true, tags: true, allergens: true });

/** A figure with its name under it. */
function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** The team's notes, tags (typed, Enter to add) and allergies (the 14 as chips) on a guest. */
function NotesForm({ guest }: { guest: TGuestDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveGuestNotes();
  const [tagDraft, setTagDraft] = useState('');
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: {
      notes: guest.notes,
      tags: guest.tags,
      allergens: guest.allergens.map((a) => a.code as string),
    },
    schema: ZNotesSchema,
    place: 'app',
    submit: (data) =>
      save.mutateAsync({
        guest_id: guest.id,
        notes: data.notes,
        tags: data.tags,
        allergens: data.allergens as AllergenCode[],
      }),
    successMessage: answerMessage,
  });

  const addTag = () => {
    const tag = tagDraft.trim().replace(/\s+/g, ' ');
    if (!tag) return;
    if (!form.values.tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) {
      form.setFieldValue('tags', [...form.values.tags, tag]);
    }
    setTagDraft('');
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addTag();
    }
  };
  const tagsError = form.getInputProps('tags').error as string | undefined;
  const allergens = form.getInputProps('allergens');

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('guests.drawer.card')}
        </Title>
        <Textarea
          label={t('guests.drawer.notes')}
          description={t('guests.drawer.notesHint', {
            count: form.values.notes.length,
            max: GUEST_NOTES_MAX_LENGTH,
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('notes')}
        />
        <Stack gap={6}>
          <TextInput
            label={t('guests.drawer.tags')}
            description={t('guests.drawer.tagsHint', { max: GUEST_MAX_TAGS, length: GUEST_TAG_MAX_LENGTH })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={tagDraft}
            maxLength={GUEST_TAG_MAX_LENGTH}
            onChange={(event) => setTagDraft(event.currentTarget.value)}
            onKeyDown={onTagKey}
            onBlur={addTag}
            error={tagsError}
          />
          {form.values.tags.length > 0 ? (
            <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {form.values.tags.map((tag) => (
                <li key={tag}>
                  <Badge
                    variant="light"
                    color="gray"
                    tt="none"
                    size="lg"
                    rightSection={
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        color="gray"
                        aria-label={t('guests.drawer.removeTag', { tag })}
                        onClick={() =>
                          form.setFieldValue(
                            'tags',
                            form.values.tags.filter((kept) => kept !== tag),
                          )
                        }
                      >
                        <IconX size={12} aria-hidden />
                      </ActionIcon>
                    }
                  >
                    {tag}
                  </Badge>
                </li>
              ))}
            </Group>
          ) : null}
        </Stack>
        <Input.Wrapper
          id="guest-allergens"
          label={t('guests.drawer.allergens')}
          labelElement="div"
          description={t('guests.drawer.allergensHint')}
          error={allergens.error}
        >
          <Group gap={8} mt="xs" role="group" aria-labelledby="guest-allergens-label">
            <Chip.Group multiple value={allergens.value as string[]} onChange={allergens.onChange}>
              {allergenOptions(locale).map((allergen) => (
                <Chip key={allergen.value} value={allergen.value} color="red" variant="outline" size="sm">
                  {allergen.label}
                </Chip>
              ))}
            </Chip.Group>
          </Group>
        </Input.Wrapper>
        <FormAlert pair={alert} />
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            {guest.notes_updated_at !== null
              ? t('guests.drawer.updated', { date: guestDay(guest.notes_updated_at, locale) })
              : ''}
          </Text>
          <Button type="submit" loading={submitting}>
            {t('guests.drawer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function GuestBody({ guest }: { guest: TGuestDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Text size="sm">{guestPhone(guest.phone)}</Text>
        {guest.email ? (
          <Text size="sm" c="dimmed">
            {guest.email}
          </Text>
        ) : null}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('guests.drawer.figures')}
        </Title>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <Figure label={t('guests.drawer.visits')} value={guest.visits} />
          <Figure label={t('guests.drawer.covers')} value={guest.covers} />
          <Figure label={t('guests.drawer.noShows')} value={guest.no_shows} />
          <Figure label={t('guests.drawer.lateCancellations')} value={guest.late_cancellations} />
          <Figure
            label={t('guests.drawer.lastVisit')}
            value={guest.last_visit_at === null ? t('guests.drawer.never') : guestDay(guest.last_visit_at, locale)}
          />
        </SimpleGrid>
      </Stack>
      {/* The form starts again from the saved card when another guest is opened. */}
      <NotesForm key={guest.id} guest={guest} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('guests.drawer.bookings')}
        </Title>
        {guest.booking_list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('guests.drawer.noBooking')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {guest.booking_list.map((booking) => (
              <li key={booking.id}>
                <Text size="sm">
                  {t('guests.drawer.bookingLine', {
                    date: bookingDay(booking.date, locale),
                    time: booking.time,
                    covers: booking.covers,
                    status: BOOKING_STATUS_LABELS[booking.status][locale],
                    source: t(`guests.drawer.source.${booking.source}`),
                  })}
                </Text>
                {booking.note ? (
                  <Text size="xs" c="dimmed">
                    « {booking.note} »
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** A guest's card: who, their figures, the team's notes, tags and allergies, their bookings. */
export function GuestDrawer({ guestId, onClose }: { guestId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useGuestDetail(guestId);
  const guest = detail.data?.data;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={guest ? guestName(guest, t('guests.card.unnamed')) : ' '}
      closeButtonProps={{ 'aria-label': t('guests.drawer.close') }}
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !guest ? (
        <Stack gap="sm">
          <Skeleton h={60} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <GuestBody guest={guest} />
      )}
    </Drawer>
  );
}
