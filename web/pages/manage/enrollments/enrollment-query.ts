import type { ListQuery } from "../../../api/client.ts";
import { ENROLLMENT_REF_NAMES } from "../../../api/enrollments.ts";
import { type ListConfig, type ListState, toListQuery } from "../../../manage/list-state.ts";

/**
 * The enrollment table's state in the URL and its list-API query: status, and the course and
 * student chosen in their pickers, by id (`course=12&student=34`).
 */
export const ENROLLMENT_LIST: ListConfig = {
  filters: { status: "status", course: "course_id", student: "user_id" },
  sortable: ["create_time", "fee"],
  defaultSort: { field: "create_time", direction: "desc" },
  refNames: ENROLLMENT_REF_NAMES,
};

const ID_FILTERS = new Set(["course", "student"]);

export function toEnrollmentQuery(state: ListState): ListQuery {
  // A hand-edited link with `course=abc` would be refused by the API: it filters nothing instead.
  const filters = Object.fromEntries(
    Object.entries(state.filters).filter(
      ([name, value]) => !ID_FILTERS.has(name) || /^[1-9]\d{0,14}$/.test(value),
    ),
  );
  return { ...toListQuery({ ...state, filters }, ENROLLMENT_LIST), search: undefined };
}
