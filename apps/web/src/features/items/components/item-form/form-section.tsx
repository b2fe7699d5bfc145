import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the item form; `sticky` keeps it in view beside the others on wide screens. */
export function FormSection({
  title,
  sticky = false,
  children,
}: {
  title: string;
  sticky?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      {...(sticky ? { pos: { base: 'static', lg: 'sticky' }, top: 80 } : {})}
    >
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
