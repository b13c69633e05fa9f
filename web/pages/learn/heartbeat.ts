/**
 * When the learning page reports a playing lesson's position: a heartbeat at most once every
 * HEARTBEAT_INTERVAL_MS while it plays, and only when the position moved since the last one
 * (a paused player sends nothing). What was not reported yet goes out when the page is hidden
 * or left (use-lesson-progress.ts).
 */

export const HEARTBEAT_INTERVAL_MS = 10_000;

export class HeartbeatThrottle {
  private lastSentAt: number | null = null;
  private lastSentPosition: number | null = null;
  private latest: number | null = null;

  private readonly intervalMs: number;
  private readonly now: () => number;

  constructor(intervalMs = HEARTBEAT_INTERVAL_MS, now: () => number = Date.now) {
    this.intervalMs = intervalMs;
    this.now = now;
  }

  /**
   * Records the player's position; true when a heartbeat is due now (the caller sends it).
   * The first call only starts the clock: a lesson just opened has nothing worth saving yet.
   */
  tick(positionSeconds: number): boolean {
    this.latest = positionSeconds;
    const now = this.now();
    if (this.lastSentAt === null) {
      this.lastSentAt = now;
      return false;
    }
    if (now - this.lastSentAt < this.intervalMs) return false;
    if (this.lastSentPosition !== null && Math.floor(positionSeconds) === this.lastSentPosition) {
      return false;
    }
    this.markSent(positionSeconds);
    return true;
  }

  /** Something else (the end of playback, a beacon) reported this position. */
  markSent(positionSeconds: number): void {
    this.lastSentAt = this.now();
    this.lastSentPosition = Math.floor(positionSeconds);
  }

  /** The position to send when the page goes away, or null when the server already has it. */
  unsent(): number | null {
    if (this.latest === null) return null;
    return Math.floor(this.latest) === this.lastSentPosition ? null : this.latest;
  }
}
