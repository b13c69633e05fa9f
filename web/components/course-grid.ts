import type { ListResult } from "../api/records.ts";

/** Grid columns of docs/product/screens-and-routes.md: 1 on phones, 2 on tablets, 3 on desktops, 4 on wide screens. */
export const COURSE_GRID_COLS = { base: 1, sm: 2, lg: 3, xl: 4 };

/** The gap between cards of every course, combo and promotion grid. */
export const COURSE_GRID_SPACING = 16;

/**
 * The refs a CourseCard reads (`image`, `user`, `promotion`), from the answer of a combo or
 * promotion, whose courses' images, creators and promotions come as `course_image`,
 * `course_user` and `course_promotion` beside the record's own `image`. Image ids are unique
 * across both, so merging them is safe.
 */
export function courseCardRefsOf(refs: ListResult["refs"]): ListResult["refs"] {
  return {
    ...refs,
    image: { ...refs.image, ...refs.course_image },
    user: { ...refs.user, ...refs.course_user },
    promotion: { ...refs.promotion, ...refs.course_promotion },
  };
}
