import type { ResourcePolicy } from "./policy.ts";
import { hasRole, isContentAuthor, isContentManager, isOwner, isStaff } from "./roles.ts";

type MediaRecord = { id: number; creator_id?: number | null };

/**
 * Images, videos, audio and documents: every staff role sees them; ADMIN, CONTENT_MANAGER and
 * CONTENT_WRITER upload and edit; a writer deletes only what they uploaded; ADMIN_TRIAL only looks.
 */
export const mediaPolicy = {
  global: { view: isStaff, create: isContentAuthor },
  record: {
    update: isContentAuthor,
    delete: (actor, media) =>
      isContentManager(actor) ||
      (hasRole(actor, ["CONTENT_WRITER"]) &&
        (media === undefined || isOwner(actor, media.creator_id))),
  },
} satisfies ResourcePolicy<MediaRecord>;
