import { describe, expect, it } from "vitest";
import { HEARTBEAT_INTERVAL_MS, HeartbeatThrottle } from "./heartbeat.ts";

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("HeartbeatThrottle", () => {
  it("sends at most once every 10 seconds while the position moves", () => {
    const time = clock();
    const throttle = new HeartbeatThrottle(HEARTBEAT_INTERVAL_MS, time.now);
    const sent: number[] = [];
    // timeupdate fires about 4 times a second; play 35 s.
    for (let t = 0; t <= 35; t += 0.25) {
      if (throttle.tick(t)) sent.push(t);
      time.advance(250);
    }
    expect(sent).toEqual([10, 20, 30]);
  });

  it("sends nothing for a paused player whose position does not move", () => {
    const time = clock();
    const throttle = new HeartbeatThrottle(HEARTBEAT_INTERVAL_MS, time.now);
    throttle.tick(0);
    time.advance(10_000);
    expect(throttle.tick(12)).toBe(true);
    time.advance(30_000);
    expect(throttle.tick(12.4)).toBe(false);
  });

  it("does not send on the first tick of a lesson", () => {
    const throttle = new HeartbeatThrottle(HEARTBEAT_INTERVAL_MS, clock().now);
    expect(throttle.tick(42)).toBe(false);
  });

  it("keeps the last position unsent until the page reports it", () => {
    const time = clock();
    const throttle = new HeartbeatThrottle(HEARTBEAT_INTERVAL_MS, time.now);
    expect(throttle.unsent()).toBeNull();
    throttle.tick(3);
    time.advance(4_000);
    throttle.tick(7);
    expect(throttle.unsent()).toBe(7);
    throttle.markSent(7);
    expect(throttle.unsent()).toBeNull();
  });

  it("counts a position sent otherwise (the end of the video) as sent", () => {
    const time = clock();
    const throttle = new HeartbeatThrottle(HEARTBEAT_INTERVAL_MS, time.now);
    throttle.tick(50);
    throttle.markSent(60);
    time.advance(5_000);
    expect(throttle.tick(60)).toBe(false);
    time.advance(10_000);
    expect(throttle.tick(60)).toBe(false);
  });
});
