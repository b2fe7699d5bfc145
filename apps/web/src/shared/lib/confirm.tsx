import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * Asks before something that cannot be undone. Resolves true when confirmed, false when
 * cancelled or closed. The labels come from the caller, already translated; `subject` names
 * what is about to go (a dish's name), above the question.
 */
export function confirmAction(input: {
  title: ReactNode;
  message: ReactNode;
  subject?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
}): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: input.title,
      centered: true,
      radius: 'lg',
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
      children: (
        <Stack gap={4}>
          {input.subject ? (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {input.subject}
            </Text>
          ) : null}
          <Text size="sm">{input.message}</Text>
        </Stack>
      ),
      labels: { confirm: input.confirmLabel, cancel: input.cancelLabel },
      confirmProps: { color: input.danger === false ? undefined : 'red' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
