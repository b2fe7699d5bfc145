import { Stack, Text } from '@mantine/core';
import { modals, ModalsProvider } from '@mantine/modals';
import { useEffect, useState, type ReactNode } from 'react';

/*
 * Mantine's modals provider keeps a closed dialog mounted, which renders twice as soon as it is
 * (its portal), on the busiest moment of a phone: the app taking a drawn page over. It is mounted
 * with the first question instead; the question waits for it (its listeners are then in place).
 */
let dialogsMounted = false;
let mountDialogs: (() => void) | null = null;
const waitingForDialogs: (() => void)[] = [];

function whenDialogsReady(ask: () => void): void {
  if (dialogsMounted) {
    ask();
    return;
  }
  waitingForDialogs.push(ask);
  mountDialogs?.();
}

/** Where the questions of `confirmAction` appear; rendered once by the app's providers. */
export function DialogHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountDialogs = () => setMounted(true);
    if (waitingForDialogs.length > 0) setMounted(true);
    return () => {
      mountDialogs = null;
    };
  }, []);
  // After the provider's own effects (a child's run first): its listeners are there.
  useEffect(() => {
    if (!mounted) return;
    dialogsMounted = true;
    for (const ask of waitingForDialogs.splice(0)) ask();
    return () => {
      dialogsMounted = false;
    };
  }, [mounted]);
  return mounted ? <ModalsProvider /> : null;
}

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
    whenDialogsReady(() =>
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
      }),
    );
  });
}
