import type { TRestaurantProfile } from '@portal/contract';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestaurantDetails } from '@/shared/api/restaurant-details';
import { FormSkeleton } from '@/shared/components/form-skeleton';
import { LoadError } from '@/shared/components/load-error';
import { AccountForm } from './account-form';

/** /myaccount: the restaurant's profile, loaded fresh from the server, to edit. */
export function AccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('account.title')} · ${t('app.name')}`);
  const details = useRestaurantDetails();
  // A language switch reads the profile again (its lists are labelled in the language): the form
  // being edited stays on screen meanwhile, with what was typed.
  const [shown, setShown] = useState<TRestaurantProfile | undefined>(details.data);
  if (details.data && details.data !== shown) setShown(details.data);
  const profile = details.data ?? shown;

  let content;
  if (profile) content = <AccountForm profile={profile} />;
  else if (details.isError) content = <LoadError error={details.error} onRetry={() => void details.refetch()} />;
  else content = <FormSkeleton fields={3} />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('account.title')}
        </Title>
        <Text c="dimmed">{t('account.intro')}</Text>
      </Stack>
      {content}
    </Stack>
  );
}
