import { Progress, Stack, Text } from '@mantine/core';

/** How much of a form's photos has been sent, while a save uploads them. */
export function UploadProgress({ id, label, percent }: { id: string; label: string; percent: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" id={id}>
        {label}
      </Text>
      <Progress.Root size="md">
        <Progress.Section value={percent} animated aria-labelledby={id} />
      </Progress.Root>
    </Stack>
  );
}
