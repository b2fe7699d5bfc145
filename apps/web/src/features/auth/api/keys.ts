/** Mutation keys of the auth domain (for useIsMutating and devtools). */
export const authKeys = {
  all: ['auth'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  signup: () => [...authKeys.all, 'signup'] as const,
  activate: () => [...authKeys.all, 'activate'] as const,
  resendOtp: () => [...authKeys.all, 'resend-otp'] as const,
  forgotPassword: () => [...authKeys.all, 'forgot-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
};
