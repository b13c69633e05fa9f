import { PointerSensor, type PointerSensorOptions } from "@dnd-kit/core";
import type { PointerEvent as ReactPointerEvent } from "react";
import { AUTO_SCROLL_SENSITIVITY_PX, AUTO_SCROLL_SPEED } from "../../../shared/constants.ts";

// What every drag and drop list of the app shares (the quiz's word pieces, the curriculum
// editor): the pointer sensor and dnd-kit's auto-scroll settings.

/**
 * Mouse and pen drag at once; touch is left to the TouchSensor's long press, so that a swipe
 * over the pieces still scrolls the page on a phone.
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== "touch" &&
        PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

/**
 * dnd-kit's auto-scroll threshold is a share of the scroll container; docs/product/README.md's sensitivity is
 * a distance in pixels from the edge, so the share is taken of the viewport, the usual container.
 */
export function autoScroll() {
  if (typeof window === "undefined") return { acceleration: AUTO_SCROLL_SPEED };
  return {
    acceleration: AUTO_SCROLL_SPEED,
    threshold: {
      x: Math.min(AUTO_SCROLL_SENSITIVITY_PX / Math.max(window.innerWidth, 1), 0.5),
      y: Math.min(AUTO_SCROLL_SENSITIVITY_PX / Math.max(window.innerHeight, 1), 0.5),
    },
  };
}
