import { type RefObject, useLayoutEffect } from "react";

/**
 * Takes up text a reader typed into a box of the server's page before the app ran
 * (docs/decisions/064). React keeps what the box shows when it hydrates but not in the
 * component's state, and no change event ever reports it: without this the search would wait
 * for a keystroke that already happened. Read in the hydration's own commit (a layout effect):
 * the first re-render after it writes the state back into the box and the text is gone. A box
 * drawn by the client shows its state and is left alone.
 */
export function useTextTypedEarly(
  box: RefObject<HTMLInputElement | null>,
  text: string,
  takeUp: (typed: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed before the first render counts
  useLayoutEffect(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== text) takeUp(typed);
  }, []);
}
