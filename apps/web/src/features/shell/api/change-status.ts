import { ZChangeStatusResponseSchema, apiPaths } from '@portal/contract';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { updateUserdata } from '@/shared/lib/session';
import { partnerKeys } from './keys';

export interface ChangeStatusInput {
  /** 1 online, 0 offline. */
  status: 0 | 1;
}

function changeStatus(input: ChangeStatusInput) {
  return apiRequest(apiPaths.changeStatus, {
    method: 'POST',
    schema: ZChangeStatusResponseSchema,
    auth: 'partner',
    body: { status: String(input.status), lang: currentLocale() },
  });
}

/** The business goes online or offline; the stored `userdata` keeps the new status. */
export function useChangeStatus(callbacks?: CallbacksOf<typeof changeStatus>) {
  return useInvalidatingMutation(
    {
      mutationKey: partnerKeys.mutation('status'),
      mutationFn: changeStatus,
      invalidates: [],
      onSuccess: (response, input) => updateUserdata({ status: response.data?.status ?? input.status }),
    },
    callbacks,
  );
}
