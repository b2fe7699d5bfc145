import { Anchor, Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { paths } from '@/shared/config/paths';
import { isMissingChunk, reloadOnceForMissingChunk } from '@/shared/lib/missing-chunk';

/**
 * What any screen shows when it fails to render or to load, in the owner's language, instead
 * of the router's developer page. A code file gone after a redeploy reloads the page once.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Decided once, on the first render: the reload starts there.
  const [reloading] = useState(() => isMissingChunk(error) && reloadOnceForMissingChunk());
  useDocumentTitle(`${t('errors.title')} · ${t('app.name')}`);

  if (reloading) {
    return (
      <Center mih="60vh" aria-busy="true" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  }
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden>
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('errors.title')}
        </Title>
        <Text>{t('errors.screenText')}</Text>
        <Button size="md" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
        <Anchor href={paths.root.getHref()} underline="always">
          {t('errors.home')}
        </Anchor>
      </Stack>
    </Center>
  );
}
