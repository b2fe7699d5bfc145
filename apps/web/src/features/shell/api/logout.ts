import { ZLogoutResponseSchema, apiPaths } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { clearSession } from '@/shared/lib/session';

export function logout() {
  return apiRequest(apiPaths.logout, { method: 'POST', schema: ZLogoutResponseSchema, body: {} });
}

/** Best effort: whatever the server says, the local session is cleared. */
export function useLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: ['auth', 'logout'],
    ...rest,
    mutationFn: logout,
    onSettled: (...args) => {
      clearSession();
      queryClient.clear();
      return onSettled?.(...args);
    },
  });
}
