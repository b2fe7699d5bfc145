import { RESEND_COUNTDOWN_SECONDS } from '@portal/contract';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { showToast } from '@/shared/lib/notify';
import { useResendOtp } from '../api/resend-otp';

/**
 * A 60-second countdown; at 0 it hides and 'Resend verification code?' shows; a successful
 * resend starts it again. A server cooldown (`retry_after`) restarts it too. `send` is the
 * partner's or the customer's resend call.
 */
export function ResendCode({
  send,
  sending,
}: {
  send: () => Promise<{ message: string; fr_message: string }>;
  sending: boolean;
}) {
  const { t } = useTranslation();
  const { remaining, restart } = useCountdown(RESEND_COUNTDOWN_SECONDS);

  const onResend = async () => {
    try {
      const response = await send();
      restart(RESEND_COUNTDOWN_SECONDS);
      showToast({
        place: 'auth',
        tone: 'success',
        message: response.message ? { en: response.message, fr: response.fr_message } : t('auth.otp.resent'),
      });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const retryAfter = error.body?.retry_after;
      if (typeof retryAfter === 'number' && retryAfter > 0) restart(Math.ceil(retryAfter));
      showToast({ place: 'auth', tone: 'error', message: error.pair });
    }
  };

  if (remaining > 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" data-testid="resend-countdown">
        {t('auth.otp.countdown', { seconds: remaining })}
      </Text>
    );
  }
  return (
    <Text size="sm" ta="center">
      <Anchor component="button" type="button" onClick={() => void onResend()} disabled={sending} fw={600}>
        {t('auth.otp.resend')}
      </Anchor>
    </Text>
  );
}

/** The partner's code sent again to the phone a sign-up or a forgotten password is waiting on. */
export function ResendPartnerCode({
  pending,
  type,
}: {
  pending: { phone: string; country_code: string };
  type: 'partner' | 'forgot';
}) {
  const resend = useResendOtp();
  return (
    <ResendCode
      send={() => resend.mutateAsync({ phone: pending.phone, country_code: pending.country_code, type })}
      sending={resend.isPending}
    />
  );
}
