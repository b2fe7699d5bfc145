import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput with `aria-invalid` when it shows an error (Mantine 8 sets it on
 * other inputs but not on this one). The eye toggle stays out of the tab order and of the
 * accessibility tree, so the field is found by its label alone.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />;
}
