import type { MessagePair } from '@portal/contract';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PairText } from './localized-text';

/** A form-level failure (no field to put it under), announced to screen readers. */
export function FormAlert({ pair }: { pair: MessagePair | null }) {
  if (!pair) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <PairText pair={pair} />
    </Alert>
  );
}
