import { ZLogoutResponseSchema, apiPaths } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { clearSession } from '@/shared/lib/session';
import { partnerKeys } from './keys';

function logout() {
  return apiRequest(apiPaths.logout, { method: 'POST', schema: ZLogoutResponseSchema, body: {} });
}

/** Best effort: whatever the server says, the local session and every cached query are cleared. */
export function useLogout(callbacks?: CallbacksOf<typeof logout>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    {
      mutationKey: partnerKeys.mutation('logout'),
      mutationFn: logout,
      invalidates: [],
      onSettled: () => {
        clearSession();
        queryClient.clear();
      },
    },
    callbacks,
  );
}
