import { useEffect, useState } from 'react';

/** Ticks every 40 ms up to 99 while loading, then shows 100 once loaded. */
export function useLoadingPercent(loaded: boolean, tickMs = 40): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (loaded) {
      setPercent(100);
      return undefined;
    }
    const id = setInterval(() => setPercent((p) => (p >= 99 ? 99 : p + 1)), tickMs);
    return () => clearInterval(id);
  }, [loaded, tickMs]);
  return percent;
}
