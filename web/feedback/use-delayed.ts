import { useTimeout } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { LOADING_PLACEHOLDER_DELAY_MS } from "../../shared/constants.ts";

/**
 * True once `active` has stayed true for the delay (300 ms, docs/product/screens-and-routes.md): a quick answer never
 * flashes a spinner, a slow one is announced.
 */
export function useDelayed(active: boolean, delayMs = LOADING_PLACEHOLDER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  const { start, clear } = useTimeout(() => setShown(true), delayMs);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    start();
    return clear;
  }, [active, start, clear]);
  return active && shown;
}
