import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/shared/components/load-error';
import { paths } from '@/shared/config/paths';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { useReservationSettings } from '../api/bookings';
import { CombinationsSection } from './combinations-section';
import { ReservationSettingsForm } from './reservation-settings-form';
import { ServicesSection } from './services-section';
import { Section } from './settings-parts';
import { TablesSection } from './tables-section';

/** The bookings screens' own texts, in the language on screen: loaded before the first render. */
export const ready = addBookingsTexts();

/** /bookings/settings (owner, manager): the settings, the services with a preview, the tables. */
export function BookingSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('bookings.settings.title')} · ${t('app.name')}`);
  const settings = useReservationSettings();
  const data = settings.data?.data;
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Anchor component={Link} to={paths.bookings.getHref()} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('bookings.settings.back')}
          </Group>
        </Anchor>
        <Title order={1} size="h2" mt={4}>
          {t('bookings.settings.title')}
        </Title>
      </div>
      <Section id="booking-settings" title={t('bookings.settings.form.title')}>
        {settings.isError ? (
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : !data ? (
          <Skeleton h={240} />
        ) : (
          <ReservationSettingsForm settings={data} />
        )}
      </Section>
      <ServicesSection />
      <TablesSection />
      <CombinationsSection />
    </Stack>
  );
}
