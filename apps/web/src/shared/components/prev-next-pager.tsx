import { Button, Group, Text } from '@mantine/core';

/**
 * Previous and next around "page 2 of 5", when there is more than one page. Mantine's numbered
 * pager would be split out of the chunk the orders and the report share with it, and make the
 * screens that use this one heavier.
 */
export function PrevNextPager({
  page,
  pages,
  onPage,
  texts,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The pager's texts, by part: a screen's own keys (`current` says the page of pages). */
  texts: (part: 'label' | 'previous' | 'current' | 'next') => string;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={texts('label')}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts('previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {texts('current')}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts('next')}
      </Button>
    </Group>
  );
}
