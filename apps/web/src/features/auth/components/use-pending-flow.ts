import type { OtpPurpose } from '@portal/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { getPendingFlow, type PendingCodeFlow } from '@/shared/lib/session';

/**
 * The phone a code was sent to: router state first (just navigated), else sessionStorage (the
 * page was reloaded). Read once, so that finishing the flow (which clears it) keeps the screen.
 */
export function usePendingFlow(type: OtpPurpose): PendingCodeFlow | null {
  const location = useLocation();
  const [flow] = useState<PendingCodeFlow | null>(() => {
    const state = location.state as Partial<PendingCodeFlow> | null;
    if (state && typeof state.phone === 'string' && typeof state.country_code === 'string') {
      return { phone: state.phone, country_code: state.country_code, type };
    }
    return getPendingFlow(type);
  });
  return flow;
}
