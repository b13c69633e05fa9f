import { useInterval } from "@mantine/hooks";
import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs` while `active` (a countdown ticks each
 * second); a stopped clock costs no timer.
 */
export function useNow(intervalMs = 1000, active = true): Date {
  const [now, setNow] = useState(() => new Date());
  const { start, stop } = useInterval(() => setNow(new Date()), intervalMs);
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    start();
    return stop;
  }, [active, start, stop]);
  return now;
}
