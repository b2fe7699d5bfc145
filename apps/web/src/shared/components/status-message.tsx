import { Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A screen's state told in a few words, centred: an icon in a soft circle, a title, a line of
 * explanation and what the owner can do next (empty list, no search result, not found, coming
 * soon, error). The caller places it (in a card, or alone on the page).
 */
export function StatusMessage({
  icon: StateIcon,
  color = 'brand',
  title,
  titleOrder,
  titleRole,
  text,
  children,
}: {
  icon: Icon;
  color?: MantineColor;
  title: ReactNode;
  /** A heading of this level; without one, the title is a bold line inside the screen's heading. */
  titleOrder?: 1 | 2;
  /** 'alert' when the title is news the screen reader should announce at once. */
  titleRole?: 'alert';
  text?: ReactNode;
  /** The actions (buttons, links). */
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap="sm" maw={460} mx="auto" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        <StateIcon size={34} />
      </ThemeIcon>
      {titleOrder ? (
        <Title order={titleOrder} size={titleOrder === 1 ? 'h2' : 'h3'} role={titleRole}>
          {title}
        </Title>
      ) : (
        <Text fw={700} size="lg" role={titleRole}>
          {title}
        </Text>
      )}
      {text && <Text c="dimmed">{text}</Text>}
      {children}
    </Stack>
  );
}
