import type { ResourcePolicy } from "./policy.ts";
import { isOwner, views, writes, writesAll, writesOwn } from "./roles.ts";

type MediaRecord = { id: number; creator_id?: number | null };

/**
 * Images, videos, audio and documents: every staff role sees them; ADMIN, CONTENT_MANAGER and
 * CONTENT_WRITER upload and edit; a writer (`own` in the role matrix) deletes only what they
 * uploaded; ADMIN_TRIAL only looks.
 */
export const mediaPolicy = {
  global: { view: (actor) => views(actor, "media"), create: (actor) => writes(actor, "media") },
  record: {
    update: (actor) => writes(actor, "media"),
    delete: (actor, media) =>
      writesAll(actor, "media") ||
      (writesOwn(actor, "media") && (media === undefined || isOwner(actor, media.creator_id))),
  },
} satisfies ResourcePolicy<MediaRecord>;
