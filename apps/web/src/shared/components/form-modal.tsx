import { Box, Modal, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** The form's fields one under the other. */
const column = { display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' } as const;

/** A form in a centred dialog: its fields one under the other, its foot (`FormActions`) last. */
export function FormModal({
  title,
  onClose,
  onSubmit,
  size,
  closeLabel,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: ModalProps['size'];
  /** The close button's name, where the dialog's title does not say what closes. */
  closeLabel?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      size={size}
      title={title}
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
    >
      <form onSubmit={onSubmit} noValidate>
        <Box style={column}>{children}</Box>
      </form>
    </Modal>
  );
}
