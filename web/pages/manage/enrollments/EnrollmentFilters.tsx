import { Button, Group, Select } from "@mantine/core";
import { ENROLLMENT_STATUSES } from "../../../../shared/constants.ts";
import { useT } from "../../../app-context.tsx";
import classes from "./enrollments.module.css";
import { CoursePicker, StudentPicker } from "./pickers.tsx";

interface EnrollmentFiltersProps {
  values: Readonly<Record<string, string>>;
  onFilter: (name: string, value: string | null) => void;
  onReset: () => void;
}

/** Student and course (found as one types), status, and a way back to every enrollment. */
export function EnrollmentFilters({ values, onFilter, onReset }: EnrollmentFiltersProps) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="list-toolbar">
      <StudentPicker
        label={t("enrollments.student")}
        placeholder={t("enrollments.studentSearch")}
        value={values.student ?? null}
        onChange={(id) => onFilter("student", id)}
        className={classes.picker}
      />
      <CoursePicker
        label={t("enrollments.course")}
        placeholder={t("enrollments.courseSearch")}
        value={values.course ?? null}
        onChange={(id) => onFilter("course", id)}
        className={classes.picker}
      />
      <Select
        label={t("enrollments.status")}
        data={ENROLLMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`enums.enrollmentStatus.${status}`),
        }))}
        value={values.status ?? null}
        onChange={(value) => onFilter("status", value)}
        placeholder={t("common.all")}
        clearable
        comboboxProps={{ withinPortal: true }}
        className={classes.statusFilter}
      />
      {Object.keys(values).length > 0 && (
        <Button variant="subtle" onClick={onReset}>
          {t("actions.reset")}
        </Button>
      )}
    </Group>
  );
}
