import { apiPaths, type TRestaurantDetailsResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { restaurantKeys, restaurantSchemas } from '@/shared/api/restaurant-details';
import { currentLocale } from '@/shared/i18n';
import { updateUserdata } from '@/shared/lib/session';
import { partnerKeys } from './keys';

export interface ChangeStatusInput {
  /** 1 online, 0 offline. */
  status: 0 | 1;
  /** Online again by itself after that many minutes, or at tomorrow's opening. */
  pause?: { minutes: number } | 'tomorrow';
}

function changeStatus(input: ChangeStatusInput) {
  const pause =
    input.pause === 'tomorrow'
      ? { pause_until: 'tomorrow' }
      : input.pause
        ? { pause_minutes: String(input.pause.minutes) }
        : {};
  return apiRequest(apiPaths.changeStatus, {
    method: 'POST',
    schema: restaurantSchemas().then((schemas) => schemas.ZChangeStatusResponseSchema),
    auth: 'partner',
    body: { status: String(input.status), ...pause, lang: currentLocale() },
  });
}

/**
 * Online, offline or paused. The answer is the presence now: it goes into the stored `userdata`
 * and into the cached profile at once, and a profile read started before it is dropped, so an
 * older answer never lands after this one.
 */
export function useChangeStatus(callbacks?: CallbacksOf<typeof changeStatus>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    {
      mutationKey: partnerKeys.mutation('status'),
      mutationFn: changeStatus,
      onMutate: () => queryClient.cancelQueries({ queryKey: restaurantKeys.all }),
      invalidates: [],
      onSuccess: async (response, input) => {
        const presence = {
          status: response.data?.status ?? input.status,
          paused_until: response.data?.paused_until ?? null,
          paused_by_member: response.data?.paused_by_member ?? null,
          ...(response.data ? { taking_orders: response.data.taking_orders } : {}),
        };
        await queryClient.cancelQueries({ queryKey: restaurantKeys.all });
        queryClient.setQueriesData<TRestaurantDetailsResponse>({ queryKey: restaurantKeys.all }, (cached) =>
          cached ? { ...cached, data: { ...cached.data, ...presence } } : cached,
        );
        updateUserdata({
          status: presence.status,
          paused_until: presence.paused_until,
          paused_by_member: presence.paused_by_member,
        });
      },
    },
    callbacks,
  );
}
