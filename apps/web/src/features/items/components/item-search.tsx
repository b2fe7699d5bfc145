import { SEARCH_MAX_LENGTH } from '@portal/contract';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { takeOverDrawnForm } from '@/shared/lib/early-input';

/**
 * The item list's search box: Enter or the button puts the text in the URL (?q=). In the
 * header its label is read out but not shown. Memoised: the header's slot arriving as the app
 * takes the drawn list over renders the list's header again, not the search.
 */
export const ItemSearch = memo(function ItemSearch({ inHeader = false }: { inHeader?: boolean }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [value, setValue] = useState(q);

  // The URL wins when it changes from elsewhere (clear search, back button).
  useEffect(() => setValue(q), [q]);

  // On the dish list drawn by the server, the search is a drawn form: until the app takes it over,
  // its submissions are kept from the browser and from the app (early-input.ts). Once, on mount,
  // it is taken over with what was typed meanwhile, and sent if it was sent before.
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== input.defaultValue) setValue(input.value);
    takeOverDrawnForm(formRef.current);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    setSearchParams(next ? { q: next } : {}, { replace: true });
  };

  // A drawn form sent before any script has run goes nowhere: no dialog to close (the app sends it).
  return (
    <form ref={formRef} method="dialog" onSubmit={submit} role="search" style={{ width: '100%', maxWidth: 420 }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          ref={inputRef}
          label={inHeader ? undefined : t('items.searchLabel')}
          aria-label={inHeader ? t('items.searchLabel') : undefined}
          placeholder={inHeader ? t('items.searchLabel') : t('items.searchPlaceholder')}
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" size={36} aria-label={t('items.searchButton')}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
});
