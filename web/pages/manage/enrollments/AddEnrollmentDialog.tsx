import { NumberInput, Select } from "@mantine/core";
import { useState } from "react";
import { z } from "zod";
import { createEnrollment } from "../../../api/enrollments.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { toast } from "../../../feedback/toast.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog } from "../../../manage/FormDialog.tsx";
import { CoursePicker, StudentPicker } from "./pickers.tsx";

const NEW_ENROLLMENT_STATUSES = ["ACTIVE", "COMPLETED"] as const;

// The names are those of `POST /api/enrollment/create`, so that its VALIDATION issues land on
// the right fields.
const newEnrollmentForm = z.object({
  userId: z.number({ error: "validation.required" }).int().positive(),
  courseId: z.number({ error: "validation.required" }).int().positive(),
  status: z.enum(NEW_ENROLLMENT_STATUSES, { error: "validation.notAnOption" }),
  fee: z
    .number({ error: "validation.required" })
    .int({ error: "validation.invalidValue" })
    .min(0)
    .max(Number.MAX_SAFE_INTEGER),
});

const idOf = (value: string | null) => (value ? Number(value) : undefined) as number;

interface AddEnrollmentDialogProps {
  onClose: () => void;
  onAdded: () => void;
}

/**
 * "Add enrollment": lets a student into a course without an order (paid at the desk, a gift).
 * The fee starts as the course's price and may be changed.
 */
export function AddEnrollmentDialog({ onClose, onAdded }: AddEnrollmentDialogProps) {
  const t = useT();
  const locale = useLocale();
  const form = useSchemaForm(newEnrollmentForm, {
    userId: undefined as unknown as number,
    courseId: undefined as unknown as number,
    status: "ACTIVE",
    fee: 0,
  });
  const [feeTouched, setFeeTouched] = useState(false);

  const submit = form.onSubmit(async (values) => {
    await createEnrollment(values);
    toast.success(t("success.added.enrollment"));
    onAdded();
    onClose();
  });

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t("enrollments.addTitle")}
      onSubmit={submit}
      form={form}
      submitLabel={t("actions.add")}
    >
      <StudentPicker
        name="userId"
        label={t("enrollments.student")}
        placeholder={t("enrollments.studentSearch")}
        required
        value={form.getValues().userId ? String(form.getValues().userId) : null}
        onChange={(id) => form.setFieldValue("userId", idOf(id))}
        error={form.errors.userId}
        data-testid="student-picker"
      />
      <CoursePicker
        name="courseId"
        label={t("enrollments.course")}
        placeholder={t("enrollments.courseSearch")}
        required
        value={form.getValues().courseId ? String(form.getValues().courseId) : null}
        onChange={(id) => form.setFieldValue("courseId", idOf(id))}
        onPick={(course) => {
          if (course && !feeTouched) form.setFieldValue("fee", course.price);
        }}
        error={form.errors.courseId}
        data-testid="course-picker"
      />
      <Select
        name="status"
        label={t("enrollments.status")}
        data={NEW_ENROLLMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`enums.enrollmentStatus.${status}`),
        }))}
        value={form.getValues().status}
        onChange={(value) => form.setFieldValue("status", (value ?? "") as "ACTIVE")}
        error={form.errors.status}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <NumberInput
        name="fee"
        label={t("enrollments.feeVnd")}
        description={t("enrollments.feeHelp")}
        min={0}
        step={1000}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator={locale === "vi" ? "." : ","}
        decimalSeparator={locale === "vi" ? "," : "."}
        suffix=" đ"
        value={form.getValues().fee ?? ""}
        onChange={(value) => {
          setFeeTouched(true);
          form.setFieldValue("fee", (typeof value === "number" ? value : undefined) as number);
        }}
        error={form.errors.fee}
      />
    </FormDialog>
  );
}
