import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/shared/components/form-alert';

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

/**
 * An auth screen's form: its fields, the refusal above the button, the button, and what comes
 * after it (sending the code again).
 */
export function AuthForm({
  drawn = false,
  onSubmit,
  alert,
  submitting,
  submitLabel,
  children,
  after,
}: {
  /** Drawn at build time: a form sent before any script has run goes nowhere (no dialog to close; the app sends it). */
  drawn?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  alert: ComponentProps<typeof FormAlert>['pair'];
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <form method={drawn ? 'dialog' : undefined} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <FormAlert pair={alert} />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        {after}
      </Stack>
    </form>
  );
}
