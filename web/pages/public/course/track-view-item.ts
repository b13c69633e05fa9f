import { useEffect } from "react";

export interface ViewedCourse {
  id: number;
  name: string;
  salePrice: number;
}

/**
 * Tells the tracker (which listens to `app:track` on window) that a course was seen: GA4's and
 * Meta Pixel's view_item, once per course shown (docs/product/tracking.md).
 */
export function useTrackViewItem(course: ViewedCourse | null): void {
  const id = course?.id;
  const name = course?.name;
  const price = course?.salePrice;
  useEffect(() => {
    if (id === undefined || name === undefined || price === undefined) return;
    window.dispatchEvent(
      new CustomEvent("app:track", {
        detail: {
          name: "view_item",
          value: price,
          currency: "VND",
          items: [{ id, name, price }],
        },
      }),
    );
  }, [id, name, price]);
}
