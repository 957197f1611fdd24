import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/countdown.ts';

/** Seconds left until `deadline` (epoch ms), ticking each second; by the clock, so a throttled tab stays right. */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsLeft(deadline, now);
}
