import { useEffect, useState } from 'react';

/** How often relative times ("5 minutes ago") move on. */
const TICK_MS = 60_000;

/** The current time in ms, renewed every minute so that relative times stay true on an open page. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
