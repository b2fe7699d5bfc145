import { Anchor, Button, Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusMessage } from '@/shared/components/status-message';
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
      <StatusMessage
        icon={IconAlertTriangle}
        color="orange"
        title={t('errors.title')}
        titleOrder={1}
        text={t('errors.screenText')}
      >
        <Button size="md" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
        <Anchor href={paths.root.getHref()}>{t('errors.home')}</Anchor>
      </StatusMessage>
    </Center>
  );
}
