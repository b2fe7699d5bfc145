import type { MessagePair } from '@portal/contract';
import { Button, Group, type ButtonProps } from '@mantine/core';
import { FormAlert } from './form-alert';

/**
 * The foot of a form: the refusal that has no field to go under, then the buttons on the right,
 * going back (when the form can be left) before sending.
 */
export function FormActions({
  alert,
  submitting,
  submitLabel,
  submitColor,
  cancelLabel,
  onCancel,
}: {
  alert: MessagePair | null;
  submitting: boolean;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  cancelLabel?: string;
  onCancel?: () => void;
}) {
  return (
    <>
      <FormAlert pair={alert} />
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" color={submitColor} loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
