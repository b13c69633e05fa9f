import { INSTRUCTOR_ROLES } from "../../../../shared/policy/index.ts";
import type { ListQuery } from "../../../api/client.ts";
import type { StudentRow } from "../../../api/records.ts";
import type { RecordSource } from "../../../manage/RecordPicker.tsx";
import { studentLabel, studentSearchQuery } from "../enrollments/pickers.tsx";

/**
 * The course form's instructor picker: only the accounts that may teach (INSTRUCTOR_ROLES, the
 * rule the server applies to a course write), found by name or e-mail like any user.
 */
export function instructorSearchQuery(term: string): ListQuery {
  const query = studentSearchQuery(term);
  return { ...query, filters: [...(query.filters ?? []), ["role", "IN", [...INSTRUCTOR_ROLES]]] };
}

export const INSTRUCTOR_SOURCE: RecordSource<StudentRow> = {
  resource: "user",
  searchQuery: instructorSearchQuery,
  labelOf: studentLabel,
};
