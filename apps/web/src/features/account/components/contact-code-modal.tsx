import { ZOtpField, type MessagePair } from '@portal/contract';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeInput } from '@/shared/components/code-input';
import { FormAlert } from '@/shared/components/form-alert';
import { PairText } from '@/shared/components/localized-text';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';

const ZContactCodeSchema = z.object({ otp: ZOtpField });

export interface PendingContactChange {
  /** What the server said when it sent the code. */
  message: MessagePair;
  /** The new e-mail address and phone number the code went to. */
  sentTo: string[];
}

/**
 * A new e-mail or phone is saved only with the code the server sent to it. This dialog asks for
 * it and sends the same save again with the code; a wrong code shows under the field.
 */
export function ContactCodeModal<Result extends { message: string; fr_message: string }>({
  pending,
  confirm,
  onConfirmed,
  onCancel,
}: {
  pending: PendingContactChange | null;
  /** The same save, with the code. */
  confirm: (otp: string) => Promise<Result>;
  onConfirmed: (result: Result) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { otp: '' },
    schema: ZContactCodeSchema,
    place: 'app',
    submit: ({ otp }) => confirm(otp),
    successMessage: answerMessage,
    onSuccess: (result, { form: codeForm }) => {
      codeForm.reset();
      onConfirmed(result);
    },
  });

  const close = () => {
    if (submitting) return;
    form.reset();
    onCancel();
  };

  return (
    <Modal opened={pending !== null} onClose={close} title={t('account.code.title')} centered radius="lg">
      {pending && (
        <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
          <Stack gap="md">
            <Text size="sm">
              <PairText pair={pending.message} />
            </Text>
            <List size="sm" spacing={4}>
              {pending.sentTo.map((target) => (
                <List.Item key={target} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {target}
                </List.Item>
              ))}
            </List>
            <CodeInput inputProps={form.getInputProps('otp')} />
            <FormAlert pair={alert} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={submitting}>
                {t('account.code.cancel')}
              </Button>
              <Button type="submit" loading={submitting}>
                {t('account.code.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
