import { afterEach, describe, expect, it, vi } from "vitest";
import { TRACK_EVENT } from "./events.ts";
import { trackPurchaseOnce } from "./track.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const purchase = {
  name: "purchase" as const,
  value: 599_000,
  currency: "VND" as const,
  items: [{ id: 12, name: "Nhiếp ảnh cơ bản", price: 599_000 }],
  transaction_id: "HV7K3M9Q2A",
};

describe("trackPurchaseOnce", () => {
  const listener = vi.fn();
  afterEach(() => {
    window.removeEventListener(TRACK_EVENT, listener);
    listener.mockReset();
  });

  it("announces a purchase once per order, across reloads of the session", () => {
    window.addEventListener(TRACK_EVENT, listener);
    const storage = memoryStorage();
    expect(trackPurchaseOnce(purchase, storage)).toBe(true);
    expect(trackPurchaseOnce(purchase, storage)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    const [first] = listener.mock.calls[0] as [CustomEvent];
    expect(first.detail).toEqual(purchase);
    expect(trackPurchaseOnce({ ...purchase, transaction_id: "HVABCDEFGH" }, storage)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("still announces it when the storage refuses", () => {
    window.addEventListener(TRACK_EVENT, listener);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(trackPurchaseOnce(purchase, broken)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
