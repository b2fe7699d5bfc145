import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the profile form, named by its title for assistive technologies. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  /** Prefix of the title's id. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb={description ? 4 : 'md'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
