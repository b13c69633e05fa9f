import { useEffect, useState } from "react";
import { RESEND_WAIT_SECONDS } from "../../../shared/constants.ts";

// When the verification e-mail may be sent again. Kept in sessionStorage, so that the wait
// survives the redirect after registering and a reload; the server has the last word (429 and
// Retry-After), which `startResendWait` also accepts.

const KEY = "verification-resend-at";

export function startResendWait(seconds: number = RESEND_WAIT_SECONDS): void {
  try {
    sessionStorage.setItem(KEY, String(Date.now() + seconds * 1000));
  } catch {
    // Storage refused (private mode): the countdown just starts at the next refusal.
  }
}

function readResendAt(): number {
  try {
    return Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Whole seconds left before a resend is allowed, ticking once a second; 0 when allowed. */
export function useResendCountdown(): { secondsLeft: number; restart: (seconds?: number) => void } {
  const [resendAt, setResendAt] = useState(readResendAt);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  const restart = (seconds?: number) => {
    startResendWait(seconds);
    setResendAt(readResendAt());
    setNow(Date.now());
  };
  return { secondsLeft, restart };
}

/**
 * "0:59" … "0:01": the seconds of "Retry in 0:ss" (docs/product/states-and-learning.md "Resend wait"), two digits. The whole minute's
 * first second reads 0:59 too, as the label has no room for a minute.
 */
export function padSeconds(seconds: number): string {
  return String(Math.min(seconds, 59)).padStart(2, "0");
}
