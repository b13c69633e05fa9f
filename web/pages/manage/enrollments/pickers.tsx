import type { ListQuery } from "../../../api/client.ts";
import type { StudentRow } from "../../../api/enrollments.ts";
import type { CourseRow } from "../../../api/records.ts";
import {
  RecordPicker,
  type RecordPickerProps,
  type RecordSource,
} from "../../../manage/RecordPicker.tsx";

type PickerProps<T extends StudentRow | CourseRow> = Omit<
  RecordPickerProps<T>,
  "resource" | "searchQuery" | "labelOf"
>;

/** Users by name or id (the list's search), or by e-mail when the text has an "@". */
export function studentSearchQuery(term: string): ListQuery {
  if (term.includes("@")) {
    return { filters: [["email", "LIKE", term]], orders: [["email", "asc"]] };
  }
  return { search: term, orders: [["full_name", "asc"]] };
}

export const studentLabel = (user: StudentRow) =>
  [user.full_name, user.email].filter(Boolean).join(" · ") || `#${user.id}`;

export const STUDENTS: RecordSource<StudentRow> = {
  resource: "user",
  searchQuery: studentSearchQuery,
  labelOf: studentLabel,
};

export function courseSearchQuery(term: string): ListQuery {
  return { search: term, orders: [["name", "asc"]] };
}

export const COURSES: RecordSource<CourseRow> = {
  resource: "course",
  searchQuery: courseSearchQuery,
  labelOf: (course) => course.name,
};

export function StudentPicker(props: PickerProps<StudentRow>) {
  return <RecordPicker<StudentRow> {...props} {...STUDENTS} />;
}

export function CoursePicker(props: PickerProps<CourseRow>) {
  return <RecordPicker<CourseRow> {...props} {...COURSES} />;
}
