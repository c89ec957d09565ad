/**
 * The send-code countdown: start(59) → 59, 58, … 0, one step per second. Restarting replaces the running
 * countdown; unmounting stops it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEND_CODE_COUNTDOWN_S } from '../rules/constants';

export interface Countdown {
  remaining: number;
  start(seconds?: number): void;
  stop(): void;
}

export function useCountdown(): Countdown {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setRemaining(0);
  }, []);

  const start = useCallback((seconds = SEND_CODE_COUNTDOWN_S) => {
    if (timer.current !== null) clearInterval(timer.current);
    setRemaining(seconds);
    timer.current = setInterval(() => {
      setRemaining((r) => {
        if (r > 1) return r - 1;
        if (timer.current !== null) clearInterval(timer.current);
        timer.current = null;
        return 0;
      });
    }, 1_000);
  }, []);

  useEffect(
    () => () => {
      if (timer.current !== null) clearInterval(timer.current);
    },
    [],
  );

  return { remaining, start, stop };
}
