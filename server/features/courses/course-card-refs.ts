import type { RefSpec } from "../list/resource.ts";

/**
 * The refs that give a record's courses what their cards show (shared/page-queries.ts
 * COURSE_GROUP_REFS): the images, creators and promotions of the courses of its `course` ref.
 * Read from that ref, so only the courses the actor may see lend their images and people.
 */
export const COURSE_CARD_REFS_OF_COURSES: Record<
  "course_image" | "course_user" | "course_promotion",
  RefSpec
> = {
  course_image: {
    resource: "image",
    from: "course",
    kind: "forward",
    columns: ["avatar_image_id", "promotional_avatar_image_id"],
  },
  course_user: { resource: "user", from: "course", kind: "forward", columns: ["creator_id"] },
  course_promotion: {
    resource: "promotion",
    from: "course",
    kind: "forward",
    columns: ["promotion_id"],
  },
};
