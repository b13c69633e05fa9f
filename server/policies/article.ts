import type { Visibility } from "../../shared/constants.ts";
import type { Actor } from "./actor.ts";
import type { ResourcePolicy } from "./policy.ts";
import { isOwner, views, writes, writesAll, writesOwn } from "./roles.ts";

type ArticleRecord = {
  id: number;
  creator_id?: number | null;
  visibility?: Visibility;
  submitted_time?: string | null;
};

/** A writer (`own` in the role matrix): their own articles only. */
const isWriter = (actor: Actor) => writesOwn(actor, "article");
/** ADMIN and CONTENT_MANAGER (`full`): every article, and they publish. */
const isManager = (actor: Actor) => writesAll(actor, "article");

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
    view: (actor) => views(actor, "article"),
    // A writer (`own`) sees the PUBLIC articles and their own; `view` and `full` see them all.
    viewAll: (actor) => views(actor, "article") && !isWriter(actor),
    create: (actor) => writes(actor, "article"),
  },
  record: {
    update: (actor, article) => isManager(actor) || ownDraft(actor, article),
    delete: (actor, article) => isManager(actor) || ownDraft(actor, article),
    publish: (actor, article) => isManager(actor) && article?.visibility !== "PUBLIC",
    submit: (actor, article) =>
      ownDraft(actor, article) && (article === undefined || !article.submitted_time),
  },
} satisfies ResourcePolicy<ArticleRecord>;
