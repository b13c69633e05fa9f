import { describe, expect, it } from "vitest";
import { resumePosition, seekTarget, shortcutAction } from "./video-shortcuts.ts";

describe("shortcutAction", () => {
  it("maps the player keys", () => {
    expect(shortcutAction({ key: " ", targetTag: "BODY" })).toBe("toggle");
    expect(shortcutAction({ key: "k" })).toBe("toggle");
    expect(shortcutAction({ key: "K" })).toBe("toggle");
    expect(shortcutAction({ key: "ArrowLeft" })).toBe("back");
    expect(shortcutAction({ key: "ArrowRight" })).toBe("forward");
    expect(shortcutAction({ key: "f" })).toBe("fullscreen");
    expect(shortcutAction({ key: "x" })).toBeNull();
  });

  it("leaves typing, modified keys and Space on a button alone", () => {
    expect(shortcutAction({ key: "k", targetTag: "INPUT" })).toBeNull();
    expect(shortcutAction({ key: "f", targetTag: "DIV", targetEditable: true })).toBeNull();
    expect(shortcutAction({ key: "ArrowLeft", targetTag: "SELECT" })).toBeNull();
    expect(shortcutAction({ key: "f", ctrlKey: true })).toBeNull();
    expect(shortcutAction({ key: "ArrowRight", altKey: true })).toBeNull();
    expect(shortcutAction({ key: " ", targetTag: "BUTTON" })).toBeNull();
    expect(shortcutAction({ key: " ", targetTag: "A" })).toBeNull();
    // Space on the video itself plays and pauses it.
    expect(shortcutAction({ key: " ", targetTag: "VIDEO" })).toBe("toggle");
  });
});

describe("seekTarget", () => {
  it("seeks 5 s inside the media", () => {
    expect(seekTarget(12, 5, 60)).toBe(17);
    expect(seekTarget(3, -5, 60)).toBe(0);
    expect(seekTarget(58, 5, 60)).toBe(60);
    expect(seekTarget(58, 5, Number.NaN)).toBe(63);
  });
});

describe("resumePosition", () => {
  it("resumes where the student left, from the start when that was the end", () => {
    expect(resumePosition(42, 120)).toBe(42);
    expect(resumePosition(0, 120)).toBe(0);
    expect(resumePosition(118, 120)).toBe(0);
    // A short clip: only its last 5 % counts as the end.
    expect(resumePosition(3, 8)).toBe(3);
    expect(resumePosition(7.7, 8)).toBe(0);
    expect(resumePosition(42, Number.NaN)).toBe(42);
  });
});
