import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

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
        <Center>
          <Stack align="center" gap="sm" maw={460} ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden>
              <IconClockHour4 size={30} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t('common.comingSoon')}
            </Text>
            <Text c="dimmed">{t('common.comingSoonText')}</Text>
            <Button component={Link} to={paths.itemList.getHref()} variant="light">
              {t('common.backToItems')}
            </Button>
          </Stack>
        </Center>
      </Paper>
    </Stack>
  );
}
