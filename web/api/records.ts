// The record shapes the web app reads from the list API (snake_case, as on the wire). Only the
// fields the screens use are typed; the server may send more. Times are UTC ISO strings.

import type { CourseLevel } from "../../shared/constants.ts";
import type { ListResult, Row } from "../../shared/schemas/list.ts";

// The answer's shape is the server's response schema (shared/schemas/list.ts).
export type { ListResult, Row };

export interface CourseRow extends Row {
  slug: string;
  name: string;
  description: string | null;
  price: number;
  avatar_image_id: number | null;
  promotional_avatar_image_id: number | null;
  promotion_id: number | null;
  creator_id: number | null;
  delivery: string;
  priority: number;
  update_time: string;
  /** Card figures (issue 19 item 5); absent when not asked for. */
  level?: CourseLevel | null;
  category?: string | null;
  lesson_count?: number | null;
  duration_seconds?: number | null;
  learner_count?: number | null;
}

export interface ImageRow extends Row {
  title: string | null;
  path: string;
  basename: string;
  extension: string;
  width: number | null;
  height: number | null;
  variants: string | Record<string, number> | null;
}

export interface PromotionRow extends Row {
  slug: string;
  name: string;
  discount_percentage: number;
  start_time: string;
  end_time: string;
}

export interface UserRow extends Row {
  full_name: string | null;
}

/** A referenced record, typed by the caller who knows which ref name holds which table. */
export function ref<T extends Row>(
  refs: ListResult["refs"],
  name: string,
  id: number | null | undefined,
): T | undefined {
  if (id === null || id === undefined) return undefined;
  return refs[name]?.[String(id)] as T | undefined;
}
