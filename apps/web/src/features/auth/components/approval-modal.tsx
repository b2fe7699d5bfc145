import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ApprovalModalProps {
  opened: boolean;
  title: string;
  text: string;
  onClose: () => void;
}

/** 'Awaiting Approval' (login) and 'Waiting for Approval' (after the code): closing leaves. */
export function ApprovalModal({ opened, title, text, onClose }: ApprovalModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="brand" aria-hidden>
            <IconHourglassHigh size={24} />
          </ThemeIcon>
          <Text size="sm">{text}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.understood')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
