import { Group, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MANAGEMENT_PAGE_SIZE } from "../../../shared/constants.ts";
import { useAbility } from "../../account/account-query.ts";
import {
  activateEnrollment,
  completeEnrollment,
  type EnrollmentRow,
  type StudentRow,
} from "../../api/enrollments.ts";
import { type CourseRow, ref } from "../../api/records.ts";
import { useLocale, useT } from "../../app-context.tsx";
import { toast, toastError } from "../../feedback/toast.tsx";
import { useRaiseOnError } from "../../frame/page-error.tsx";
import { DataTable } from "../../manage/DataTable.tsx";
import { ManagementHeader } from "../../manage/ManagementHeader.tsx";
import { PolicyButton } from "../../manage/PolicyButton.tsx";
import { TablePagination } from "../../manage/TablePagination.tsx";
import { useConfirm } from "../../manage/use-confirm.tsx";
import { useListState } from "../../manage/use-list-state.ts";
import {
  isAllowed,
  managementListKey,
  useManagementList,
} from "../../manage/use-management-list.ts";
import { AddEnrollmentDialog } from "./enrollments/AddEnrollmentDialog.tsx";
import { EnrollmentFilters } from "./enrollments/EnrollmentFilters.tsx";
import { enrollmentColumns } from "./enrollments/enrollment-columns.tsx";
import { ENROLLMENT_LIST, toEnrollmentQuery } from "./enrollments/enrollment-query.ts";

type EnrollmentAction = "activate" | "complete";

/** Which action a row offers: opening one not active yet, completing an active one. */
export function actionFor(row: EnrollmentRow): EnrollmentAction | null {
  if (row.status === "AWAITING_PAYMENT" || row.status === "CANCELLED") return "activate";
  if (row.status === "ACTIVE") return "complete";
  return null;
}

/**
 * Enrollment management (`/enrollment-management`): who is enrolled in what, filtered by
 * student, course and status; "Activate enrollment" (money received by other means) and
 * "Complete enrollment", each confirmed; adding one by hand. What may be done comes from the
 * abilities and the list's per-record `policies`; ADMIN_TRIAL only looks.
 */
export default function EnrollmentManagementPage() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useListState(ENROLLMENT_LIST);
  const query = useManagementList<EnrollmentRow>("enrollment", toEnrollmentQuery(list.state));
  useRaiseOnError(query.error);
  const { confirm, dialog } = useConfirm();
  const canCreate = useAbility("enrollment.create");
  const canActivate = useAbility("enrollment.activate");
  const canComplete = useAbility("enrollment.complete");
  const canChange = canActivate || canComplete;
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const data = query.data;
  const refs = data?.refs ?? {};

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: managementListKey("enrollment") }),
      // Activating records a MANUAL transaction and may pay the order.
      queryClient.invalidateQueries({ queryKey: managementListKey("transaction") }),
    ]);

  const run = async (row: EnrollmentRow, action: EnrollmentAction) => {
    const student = ref<StudentRow>(refs, "user", row.user_id);
    const course = ref<CourseRow>(refs, "course", row.course_id);
    const names = {
      student: student?.full_name || student?.email || `#${row.user_id}`,
      course: course?.name ?? `#${row.course_id}`,
    };
    const label = t(
      action === "activate" ? "actions.activateEnrollment" : "enrollments.completeAction",
    );
    const ok = await confirm({
      title: label,
      message: t(
        action === "activate" ? "enrollments.activateConfirm" : "enrollments.completeConfirm",
        names,
      ),
      confirmLabel: label,
    });
    if (!ok) return;
    setBusyId(row.id);
    try {
      await (action === "activate" ? activateEnrollment(row.id) : completeEnrollment(row.id));
      toast.success(
        t(action === "activate" ? "enrollments.activatedToast" : "enrollments.completedToast"),
      );
      await refresh();
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  };

  const readOnlyReason = t("common.trialReadOnly");

  return (
    <Stack gap="md">
      <ManagementHeader
        title={t("nav.enrollment_management")}
        description={t("enrollments.description")}
        readOnly={!canCreate && !canChange}
        actions={
          <PolicyButton
            disabledReason={canCreate ? null : readOnlyReason}
            onClick={() => setAdding(true)}
          >
            {t("enrollments.add")}
          </PolicyButton>
        }
      />
      <EnrollmentFilters
        values={list.state.filters}
        onFilter={list.setFilter}
        onReset={list.reset}
      />
      <DataTable
        label={t("nav.enrollment_management")}
        columns={enrollmentColumns(t, locale, refs)}
        rows={data?.items}
        fetching={query.isFetching}
        sort={list.state.sort}
        onSort={list.setSort}
        rowActions={(row) => {
          const action = actionFor(row);
          if (!action) return null;
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <PolicyButton
                size="compact-sm"
                variant={action === "activate" ? "light" : "subtle"}
                loading={busyId === row.id}
                disabledReason={
                  isAllowed(data, row.id, action)
                    ? null
                    : canChange
                      ? t("enrollments.notAllowedHere")
                      : readOnlyReason
                }
                onClick={() => void run(row, action)}
              >
                {t(
                  action === "activate"
                    ? "actions.activateEnrollment"
                    : "enrollments.completeAction",
                )}
              </PolicyButton>
            </Group>
          );
        }}
        empty={t("common.noResults")}
      />
      <TablePagination
        total={data?.total ?? 0}
        page={list.state.page}
        pageSize={MANAGEMENT_PAGE_SIZE}
        onChange={list.setPage}
      />
      {adding && (
        <AddEnrollmentDialog onClose={() => setAdding(false)} onAdded={() => void refresh()} />
      )}
      {dialog}
    </Stack>
  );
}
