import { QUESTION_TYPES } from "../../../shared/constants.ts";
import { allowedTo } from "../../policies/index.ts";
import {
  FILTER,
  FILTER_ORDER,
  flag,
  id,
  integer,
  json,
  oneOf,
  only,
  text,
  time,
} from "../list/fields.ts";
import type { ResourceSpec } from "../list/resource.ts";
import { managersOnly } from "../list/scopes.ts";

/**
 * Quizzes reach students and visitors only as refs of lessons they may open; answers and
 * explanations leave the server only in a grading result (docs/product/catalogue-and-prices.md "What visitors see of a course"), except to the
 * admins who edit them.
 */

export const quizResource: ResourceSpec = {
  name: "quiz",
  policy: "quiz",
  searchable: false,
  fields: { id: id(), name: text(FILTER_ORDER), update_time: time(FILTER_ORDER) },
  scope: managersOnly("quiz"),
  refs: {
    question_group: {
      resource: "question_group",
      from: "items",
      kind: "reverse",
      columns: ["quiz_id"],
      orderBy: [
        ["sort_order", "asc"],
        ["id", "asc"],
      ],
    },
    question: {
      resource: "question",
      from: "items",
      kind: "reverse",
      columns: ["quiz_id"],
      orderBy: [
        ["sort_order", "asc"],
        ["id", "asc"],
      ],
    },
  },
};

export const questionGroupResource: ResourceSpec = {
  name: "question_group",
  policy: "quiz",
  fields: {
    id: id(),
    quiz_id: id(FILTER),
    description: text(),
    sort_order: integer(FILTER_ORDER),
  },
  defaultOrder: [["sort_order", "asc"]],
  scope: managersOnly("quiz"),
};

export const questionResource: ResourceSpec = {
  name: "question",
  policy: "quiz",
  fields: {
    id: id(),
    quiz_id: id(FILTER),
    group_id: id(FILTER),
    type: oneOf(QUESTION_TYPES, FILTER),
    title: text(),
    content: text(),
    sort_order: integer(FILTER_ORDER),
    score: integer(),
    pieces: json(),
    answer_values: only(allowedTo("view", "quiz"), json()),
    answer_explanation: only(allowedTo("view", "quiz"), text()),
    accepts_unaccented: flag(),
  },
  defaultOrder: [["sort_order", "asc"]],
  scope: managersOnly("quiz"),
};
