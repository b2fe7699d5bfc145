import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A long form while it loads, in its layout: three sections of `fields` fields on the left, the
 * photos on the right (below on a phone).
 */
export function FormSkeleton({ fields }: { fields: number }) {
  const { t } = useTranslation();
  return (
    <Grid gutter="lg" aria-busy="true" aria-label={t('common.loading')}>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          {[0, 1, 2].map((key) => (
            <Paper key={key} withBorder radius="lg" p="lg">
              <Skeleton height={20} width="30%" mb="md" />
              <Stack gap="sm">
                {Array.from({ length: fields }, (_, field) => (
                  <Skeleton key={field} height={36} />
                ))}
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
