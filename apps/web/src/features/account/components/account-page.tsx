import type { TRestaurantProfile } from '@portal/contract';
import { Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestaurantDetails } from '@/shared/api/restaurant-details';
import { LoadError } from '@/shared/components/load-error';
import { AccountForm } from './account-form';

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gutter="lg" aria-busy="true" aria-label={t('common.loading')}>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          {[0, 1, 2].map((key) => (
            <Paper key={key} withBorder radius="lg" p="lg">
              <Skeleton height={20} width="30%" mb="md" />
              <Stack gap="sm">
                <Skeleton height={36} />
                <Skeleton height={36} />
                <Skeleton height={36} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Paper withBorder radius="lg" p="lg">
          <Skeleton height={20} width="40%" mb="md" />
          <Skeleton height={160} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

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
  else content = <FormSkeleton />;

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
