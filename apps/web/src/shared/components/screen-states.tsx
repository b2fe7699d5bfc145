import {
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  type GroupProps,
  type MantineColor,
  type PaperProps,
  type TextProps,
  type TitleOrder,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';
import { StatusMessage } from './status-message';

/*
 * The parts of a screen's page: its header, and what it shows instead of its list (still
 * loading, failed to load, nothing to list).
 */

/** The card a screen's empty state stands in. */
export function EmptyCard({ children, ...props }: PaperProps & { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl" {...props}>
      {children}
    </Paper>
  );
}

/** Nothing to list, said in one dimmed line. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <EmptyCard>
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </EmptyCard>
  );
}

/** Nothing to list, with an icon, a heading, a line and what to do next (`children`). */
export function EmptyStatus({
  icon,
  color,
  title,
  text,
  children,
}: {
  icon: Icon;
  color?: MantineColor;
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <EmptyCard>
      <StatusMessage icon={icon} color={color} title={title} titleOrder={2} text={text}>
        {children}
      </StatusMessage>
    </EmptyCard>
  );
}

/** A skeleton's height and corner, one per row. */
export type SkeletonRow = readonly [height: number, radius: 'md' | 'lg'];

/** Rows of skeletons while a list loads, announced as loading. */
export function ListSkeleton({ rows, gap = 'sm' }: { rows: readonly SkeletonRow[]; gap?: 'sm' | number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={gap} aria-busy="true" aria-label={t('common.loading')}>
      {rows.map(([height, radius], index) => (
        <Skeleton key={index} h={height} radius={radius} />
      ))}
    </Stack>
  );
}

/** A screen's query without data yet: its failure with a retry, else the skeleton rows. */
export function QueryFallback({
  query,
  rows,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  rows: readonly SkeletonRow[];
}) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <ListSkeleton rows={rows} />;
}

/**
 * A screen's cards in a column (`card` gives each its key): the fallback until the query has
 * answered, `empty` when there is none.
 */
export function CardColumn<T>({
  query,
  items,
  skeleton,
  empty,
  card,
}: {
  query: Parameters<typeof QueryFallback>[0]['query'];
  items: readonly T[] | undefined;
  skeleton: readonly SkeletonRow[];
  empty: ReactNode;
  card: (item: T) => ReactNode;
}) {
  if (!items) return <QueryFallback query={query} rows={skeleton} />;
  if (items.length === 0) return empty;
  return <Stack gap="md">{items.map(card)}</Stack>;
}

/** Above a search's results: what was searched, and a button back to the whole list. */
export function SearchResultsLine({
  text,
  clearLabel,
  onClear,
}: {
  text: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <Group gap="xs">
      <Text c="dimmed" size="sm">
        {text}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {clearLabel}
      </Button>
    </Group>
  );
}

/** A heading and the dimmed line under it that says what the part is for. */
export function Heading({
  title,
  text,
  order = 1,
  size = 'h2',
  id,
  titleMb,
  textProps,
}: {
  title: ReactNode;
  text?: ReactNode;
  order?: TitleOrder;
  size?: string;
  id?: string;
  titleMb?: number;
  textProps?: TextProps;
}) {
  return (
    <>
      <Title order={order} size={size} id={id} mb={titleMb}>
        {title}
      </Title>
      {text === undefined ? null : (
        <Text c="dimmed" {...textProps}>
          {text}
        </Text>
      )}
    </>
  );
}

/** A screen's title with its introduction under it (in a block of their own). */
export function PageIntro({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <div>
      <Heading title={title} text={text} textProps={{ mt: 4 }} />
    </div>
  );
}

/**
 * A screen's title (and introduction) with its actions on the right, wrapping on a phone (the
 * group's props say otherwise where needed).
 */
export function PageHeader({
  title,
  intro,
  actions,
  tools,
  ...group
}: GroupProps & {
  title: ReactNode;
  intro?: ReactNode;
  /** One action, as it is. */
  actions?: ReactNode;
  /** Several actions, in a row of their own. */
  tools?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm" {...group}>
      {intro === undefined ? (
        <Title order={1} size="h2">
          {title}
        </Title>
      ) : (
        <Stack gap={4} maw={720}>
          <Heading title={title} text={intro} textProps={{ size: 'sm' }} />
        </Stack>
      )}
      {actions}
      {tools === undefined ? null : <Group gap="xs">{tools}</Group>}
    </Group>
  );
}
