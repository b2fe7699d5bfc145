import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The frame of every auth screen: a centred card with a title, and below it the link to the
 * screen a visitor may want instead (signing up rather than in, back to signing in).
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The link under the card, after a few words (`lead`) when there are some. */
  footer?: { lead?: string; to: string; label: string };
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
          {footer.lead ? <>{footer.lead} </> : null}
          <Anchor component={Link} to={footer.to} fw={600}>
            {footer.label}
          </Anchor>
        </Text>
      )}
    </Container>
  );
}
