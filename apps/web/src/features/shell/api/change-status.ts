import { ZChangeStatusResponseSchema, apiPaths } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { updateUserdata } from '@/shared/lib/session';

export interface ChangeStatusInput {
  /** 1 online, 0 offline. */
  status: 0 | 1;
}

export function changeStatus(input: ChangeStatusInput) {
  return apiRequest(apiPaths.changeStatus, {
    method: 'POST',
    schema: ZChangeStatusResponseSchema,
    auth: 'partner',
    body: { status: String(input.status), lang: currentLocale() },
  });
}

export function useChangeStatus({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changeStatus> } = {}) {
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: ['partner', 'status'],
    ...rest,
    mutationFn: changeStatus,
    onSuccess: (response, input, ...args) => {
      updateUserdata({ status: response.data?.status ?? input.status });
      return onSuccess?.(response, input, ...args);
    },
  });
}
