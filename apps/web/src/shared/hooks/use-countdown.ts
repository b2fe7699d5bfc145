import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking every second; `restart()` starts again from
 * `seconds`. Based on the clock, so a throttled background tab still shows the right value.
 */
export function useCountdown(seconds: number): { remaining: number; restart: (from?: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(
    (from: number = seconds) => {
      setRemaining(from);
      setDeadline(Date.now() + from * 1000);
    },
    [seconds],
  );

  return { remaining, restart };
}
