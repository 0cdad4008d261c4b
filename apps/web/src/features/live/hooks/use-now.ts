import { useEffect, useState } from 'react';

/** The current time, updated every `everyMs` (a countdown's second hand; badges' minute hand). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
