import { ORDERS_PAGE_SIZES } from '@portal/contract';
import { Group, Pagination, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Select } from './select';

/**
 * Below a paged list or table: the pages by number, and how many rows a page shows (a new size
 * goes back to the first page).
 */
export function NumberedPager({
  pages,
  page,
  onPage,
  perPage,
  onPerPage,
  texts,
  size,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
  perPage: number;
  onPerPage: (perPage: number) => void;
  texts: { pages: string; perPage: string };
  size?: MantineSize;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap">
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        aria-label={texts.pages}
        size={size}
        // The arrows show only an icon: their names.
        getControlProps={(control) =>
          control === 'previous' || control === 'next' ? { 'aria-label': t(`pager.${control}`) } : {}
        }
      />
      <Select
        label={texts.perPage}
        data={ORDERS_PAGE_SIZES.map(String)}
        value={String(perPage)}
        onChange={(value) => {
          onPerPage(Number(value ?? perPage));
          onPage(1);
        }}
        w={110}
        allowDeselect={false}
      />
    </Group>
  );
}
