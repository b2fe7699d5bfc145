import { Box, Input, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list of rows under a sub-heading (the opening slots, the closures, the gallery): one hint and
 * one message for the whole list, both read out with the group.
 */
export function ListGroup({
  id,
  title,
  description,
  error,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, description ? `${id}-description` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={
        <Title order={3} size="h5" fw={600}>
          {title}
        </Title>
      }
      description={description}
      error={error}
    >
      <Box mt="xs" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy || undefined}>
        {children}
      </Box>
    </Input.Wrapper>
  );
}
