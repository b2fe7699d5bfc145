import { Button, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { StatusMessage } from './status-message';

/** A partner screen not built yet: its proper title and a way back to the dishes. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="lg" p="xl">
        <StatusMessage icon={IconClockHour4} title={t('common.comingSoon')} text={t('common.comingSoonText')}>
          <Button component={Link} to={paths.itemList.getHref()} variant="light">
            {t('common.backToItems')}
          </Button>
        </StatusMessage>
      </Paper>
    </Stack>
  );
}
