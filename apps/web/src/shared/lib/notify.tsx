import type { MessagePair } from '@portal/contract';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PairText } from '../components/localized-text';

/**
 * Where a toast shows: on the auth screens ('auth') it stays 5000 ms at the bottom centre, in the
 * back-office ('app') 2000 ms at the top right.
 */
export type ToastPlace = 'auth' | 'app';

const places = {
  auth: { autoClose: 5000, position: 'bottom-center' },
  app: { autoClose: 2000, position: 'top-right' },
} as const;

export function showToast(input: {
  place: ToastPlace;
  tone: 'success' | 'error' | 'info';
  message: ReactNode | MessagePair;
  title?: ReactNode;
}): string {
  const message =
    input.message && typeof input.message === 'object' && 'en' in input.message && 'fr' in input.message ? (
      <PairText pair={input.message as MessagePair} />
    ) : (
      (input.message as ReactNode)
    );
  return notifications.show({
    ...places[input.place],
    title: input.title,
    message,
    color: input.tone === 'success' ? 'green' : input.tone === 'error' ? 'red' : 'brand',
    icon:
      input.tone === 'success' ? (
        <IconCheck size={18} aria-hidden />
      ) : input.tone === 'error' ? (
        <IconAlertTriangle size={18} aria-hidden />
      ) : undefined,
    withBorder: true,
  });
}

/** The message pair of a successful answer (`message` in English, `fr_message` in French). */
export function answerMessage(response: { message: string; fr_message: string }): MessagePair {
  return { en: response.message, fr: response.fr_message };
}
