import { Text, TextInput, type TextInputProps } from '@mantine/core';

/** A number typed as text (a price, a percentage, minutes), its unit dimmed at the field's right end. */
export function UnitInput({ unit, ...props }: TextInputProps & { unit: string }) {
  return (
    <TextInput
      autoComplete="off"
      rightSection={
        <Text size="sm" c="dimmed">
          {unit}
        </Text>
      }
      {...props}
    />
  );
}
