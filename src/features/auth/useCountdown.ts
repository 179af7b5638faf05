import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline; `restart()` starts a new countdown of `seconds`. By default
 * it starts at mount, for screens that appear right after a code was sent.
 */
export function useCountdown(seconds: number, { startNow = true }: { startNow?: boolean } = {}) {
  const [deadline, setDeadline] = useState(() => (startNow ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}
