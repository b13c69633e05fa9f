import type { Visibility } from "../../shared/constants.ts";
import type { Actor } from "./actor.ts";
import type { ResourcePolicy } from "./policy.ts";
import { hasRole, isAdminLike, isContentManager, isOwner, isStaff } from "./roles.ts";

type ArticleRecord = {
  id: number;
  creator_id?: number | null;
  visibility?: Visibility;
  submitted_time?: string | null;
};

const isWriter = (actor: Actor) => hasRole(actor, ["CONTENT_WRITER"]);

/**
 * A writer's own draft: theirs and not PUBLIC. Like a contributor on a common CMS, a writer
 * cannot make an article PUBLIC, so once a manager has published it the writer no longer edits
 * it (that would change published text without review) — docs/decisions/003.
 */
const ownDraft = (actor: Actor, article?: ArticleRecord) =>
  isWriter(actor) &&
  (article === undefined ||
    (isOwner(actor, article.creator_id) && article.visibility !== "PUBLIC"));

/**
 * Articles: ADMIN and CONTENT_MANAGER manage and publish every article; a CONTENT_WRITER sees the
 * PUBLIC ones and their own (`view` without `viewAll`), edits their own drafts and submits them
 * for publication; ADMIN_TRIAL sees everything and changes nothing.
 */
export const articlePolicy = {
  global: {
    view: isStaff,
    viewAll: (actor) => isAdminLike(actor) || isContentManager(actor),
    create: (actor) => isContentManager(actor) || isWriter(actor),
  },
  record: {
    update: (actor, article) => isContentManager(actor) || ownDraft(actor, article),
    delete: (actor, article) => isContentManager(actor) || ownDraft(actor, article),
    publish: (actor, article) => isContentManager(actor) && article?.visibility !== "PUBLIC",
    submit: (actor, article) =>
      ownDraft(actor, article) && (article === undefined || !article.submitted_time),
  },
} satisfies ResourcePolicy<ArticleRecord>;
