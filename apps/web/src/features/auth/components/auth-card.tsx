import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of every auth screen: a centred card with a title. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Container size={480} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" mt="lg">
          {footer}
        </Text>
      )}
    </Container>
  );
}
