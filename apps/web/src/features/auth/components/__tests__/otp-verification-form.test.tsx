import { apiPaths, customerApiPaths } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi } from '@/testing/fetch-mock';
import { renderScreen } from '@/testing/render';
import { OtpVerificationForm } from '../otp-verification-form';

const pending = { phone: '612345678', country_code: '+33', type: 'partner' };

function renderOtp(withState = true) {
  return renderScreen(<OtpVerificationForm />, {
    path: '/otpverification',
    initialEntries: [withState ? { pathname: '/otpverification', state: pending } : '/otpverification'],
    destinations: ['/home', '/restaurantlogin'],
  });
}

const ack = (extra: Record<string, unknown> = {}) => ({
  body: { status: 200, message: 'OK', fr_message: 'OK', ...extra },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OtpVerificationForm', () => {
  it('counts down 60 seconds, then offers to resend the code, and starts again after a resend', async () => {
    // Only the countdown's clock is faked; the testing library keeps its real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = mockApi({
      [apiPaths.resendOtp]: ack({
        message: 'A new verification code was sent.',
        fr_message: 'Un nouveau code a été envoyé.',
      }),
    });
    const { user } = renderOtp();

    expect(screen.getByText('Vous pourrez demander un nouveau code dans 60 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renvoyer le code de vérification ?' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('Vous pourrez demander un nouveau code dans 1 s')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(/Vous pourrez demander un nouveau code/)).not.toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Renvoyer le code de vérification ?' });

    await user.click(resend);

    expect(await screen.findByText('Vous pourrez demander un nouveau code dans 60 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renvoyer le code de vérification ?' })).not.toBeInTheDocument();
    expect(await screen.findByText('Un nouveau code a été envoyé.')).toBeInTheDocument();
    expect(api.callsTo(apiPaths.resendOtp)[0]?.body).toEqual({
      phone: '612345678',
      country_code: '33',
      type: 'partner',
      lang: 'fr',
    });
  });

  it('shows the server cooldown message and waits as long as it says', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    mockApi({
      [apiPaths.resendOtp]: failure(
        'OTP_COOLDOWN',
        'A code was sent less than a minute ago. Please wait before asking again.',
        'Un code a été envoyé il y a moins d’une minute. Patientez avant d’en redemander un.',
        { retry_after: 20 },
      ),
    });
    const { user } = renderOtp();
    act(() => vi.advanceTimersByTime(60_000));

    await user.click(screen.getByRole('button', { name: 'Renvoyer le code de vérification ?' }));

    expect(
      await screen.findByText('Un code a été envoyé il y a moins d’une minute. Patientez avant d’en redemander un.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vous pourrez demander un nouveau code dans 20 s')).toBeInTheDocument();
  });

  it('asks for the code before calling the server', async () => {
    const api = mockApi({});
    const { user } = renderOtp();

    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(screen.getByLabelText('Code de vérification')).toHaveAccessibleDescription(
      'Saisissez le code de vérification',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows a wrong code under the code field', async () => {
    mockApi({
      [apiPaths.activate]: failure(
        'INVALID_OTP',
        'Verification code entered is incorrect',
        'Le code de vérification saisi est incorrect',
      ),
    });
    const { user } = renderOtp();

    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Code de vérification')).toHaveAccessibleDescription(
        'Le code de vérification saisi est incorrect',
      ),
    );
  });

  it('shows the "Waiting for Approval" popup, then goes home', async () => {
    localStorage.setItem('token', 'verify-token');
    const api = mockApi({ [apiPaths.activate]: ack({ admin_aproval: 0 }) });
    const { user, router } = renderOtp();

    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    const dialog = await screen.findByRole('dialog', { name: 'En attente de validation' });
    expect(api.callsTo(apiPaths.activate)[0]?.headers.token).toBe('verify-token');
    expect(api.callsTo(apiPaths.activate)[0]?.body).toEqual({ otp: '123456', lang: 'fr' });
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Compris' }));
    expect(await screen.findByRole('heading', { name: 'page:/home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends an approved partner to the login page', async () => {
    mockApi({
      [apiPaths.activate]: ack({
        admin_aproval: 1,
        message: 'Your account is verified. You can sign in.',
        fr_message: 'Votre compte est vérifié. Vous pouvez vous connecter.',
      }),
    });
    const { user } = renderOtp();

    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(await screen.findByRole('heading', { name: 'page:/restaurantlogin' })).toBeInTheDocument();
    expect(screen.getByText('Votre compte est vérifié. Vous pouvez vous connecter.')).toBeInTheDocument();
  });

  it('still works after a reload (phone kept in sessionStorage)', () => {
    sessionStorage.setItem('pendingVerification', JSON.stringify(pending));
    mockApi({});
    renderOtp(false);
    expect(screen.getByText(/\+33 6 12 34 56 78/)).toBeInTheDocument();
  });

  it('sends a visitor without a pending code to the login page', async () => {
    mockApi({});
    renderOtp(false);
    expect(await screen.findByRole('heading', { name: 'page:/restaurantlogin' })).toBeInTheDocument();
  });

  it('in customer mode (a link from a customer app), uses the customer calls for the phone in the link', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = mockApi({
      [customerApiPaths.verifyCustomer]: (call) =>
        call.body?.otp === '123456'
          ? ack({
              message: 'Your account is confirmed. Welcome!',
              fr_message: 'Votre compte est confirmé. Bienvenue !',
              token: 'customer-token',
            })
          : failure('INVALID_OTP', 'Invalid OTP', 'Code incorrect', { field: 'otp' }),
      [customerApiPaths.customerResendOtp]: ack({ message: 'Sent', fr_message: 'Un nouveau code vous a été envoyé.' }),
    });
    const { user } = renderScreen(<OtpVerificationForm />, {
      path: '/otpverification',
      initialEntries: ['/otpverification?type=customer&mobileno=0712345678&country_code=33'],
      destinations: ['/home', '/restaurantlogin'],
    });

    expect(screen.getByRole('heading', { name: 'Confirmez votre compte' })).toBeInTheDocument();
    expect(screen.getByText(/7\s12\s34\s56\s78/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code de vérification ?' }));
    await waitFor(() => expect(api.callsTo(customerApiPaths.customerResendOtp)).toHaveLength(1));
    expect(api.callsTo(customerApiPaths.customerResendOtp)[0]?.body).toMatchObject({
      mobileno: '712345678',
      country_code: '33',
      type: 'customer',
    });

    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('heading', { name: 'Compte confirmé' })).toBeInTheDocument();
    expect(api.callsTo(customerApiPaths.verifyCustomer)[0]?.body).toMatchObject({
      mobileno: '712345678',
      otp: '123456',
    });
    // The partner calls are not used, and the customer's token is not kept by the portal.
    expect(api.callsTo(apiPaths.activate)).toHaveLength(0);
    expect(localStorage.getItem('token')).not.toBe('customer-token');
  });
});
