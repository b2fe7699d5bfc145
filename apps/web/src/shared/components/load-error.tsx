import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { commonErrorTexts } from '../i18n/error-texts';
import { PairText } from './localized-text';

/** A screen's data could not be loaded: what happened, in the UI language, and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      title={t('errors.title')}
      // Mantine's red on its light red reads at 3.9:1; the title needs 4.5:1 (WCAG 1.4.3).
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <PairText pair={isApiError(error) ? error.pair : commonErrorTexts.INTERNAL} />
      <Group mt="sm">
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          {t('menu.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
