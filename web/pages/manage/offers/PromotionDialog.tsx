import { NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { salePrice } from "../../../../shared/pricing.ts";
import { type PromotionInput, promotionInputSchema } from "../../../../shared/schemas/catalogue.ts";
import { createPromotion, updatePromotion } from "../../../api/catalogue.ts";
import type { PromotionRow } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { MediaPicker } from "../../../components/media-picker/index.ts";
import { NameSlugFields } from "../../../forms/NameSlugFields.tsx";
import { DescriptionField, VisibilityField } from "../../../forms/RecordFields.tsx";
import { SiteDateTimeInput } from "../../../forms/site-date-time.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog, useSaveAndClose } from "../../../manage/FormDialog.tsx";
import { CourseChooser } from "./CourseChooser.tsx";
import { SalePrice, Saving } from "./OfferFigures.tsx";

export type ManagedPromotionRow = PromotionRow;

const DAY = 86_400_000;

function initialValues(promotion?: ManagedPromotionRow): PromotionInput {
  if (promotion) {
    const { id: _id, ...rest } = promotion;
    return { ...rest, course_ids: promotion.course_ids ?? [] } as PromotionInput;
  }
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  return {
    name: "",
    slug: "",
    description: "",
    discount_percentage: 30,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 7 * DAY).toISOString(),
    visibility: "PUBLIC",
    priority: 0,
    image_id: null,
    course_ids: [],
  };
}

interface PromotionDialogProps {
  promotion?: ManagedPromotionRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A promotion: percentage, period (GMT+07:00), visibility, image and the courses it covers,
 * each shown with its sale price and saving as students will see them while it runs. A course
 * has one promotion at most: one taken from another promotion says so.
 */
export function PromotionDialog({ promotion, onClose, onSaved }: PromotionDialogProps) {
  const t = useT();
  const form = useSchemaForm(promotionInputSchema, initialValues(promotion));
  const values = form.getValues();
  const window = {
    discount_percentage: Number(values.discount_percentage) || 0,
    start_time: values.start_time,
    end_time: values.end_time,
  };
  // The figures while it runs, whatever today is.
  const during = new Date(Date.parse(values.start_time) || Date.now());

  const saved = useSaveAndClose({
    success: promotion ? "success.saved" : "success.added.promotion",
    onSaved,
    onClose,
  });
  const submit = form.onSubmit((data) =>
    saved(promotion ? updatePromotion(promotion.id, data) : createPromotion(data)),
  );

  return (
    <FormDialog
      opened
      onClose={onClose}
      size="xl"
      title={t(promotion ? "catalogueAdmin.promotion.editTitle" : "catalogueAdmin.promotion.add")}
      onSubmit={submit}
      form={form}
    >
      <Stack gap="md">
        <NameSlugFields
          form={form}
          editing={Boolean(promotion)}
          nameLabel={t("catalogueAdmin.fields.name")}
          slugLabel={t("catalogueAdmin.fields.slug")}
        />
        <DescriptionField form={form} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            key={form.key("discount_percentage")}
            {...form.getInputProps("discount_percentage")}
            name="discount_percentage"
            label={t("catalogueAdmin.promotion.percentage")}
            min={1}
            max={100}
            allowDecimal={false}
            suffix=" %"
            required
          />
          <SiteDateTimeInput
            name="start_time"
            label={t("catalogueAdmin.fields.startTime")}
            description={t("catalogueAdmin.fields.siteTime")}
            value={values.start_time}
            onChange={(iso) => form.setFieldValue("start_time", iso ?? "")}
            error={form.errors.start_time}
            required
          />
          <SiteDateTimeInput
            name="end_time"
            label={t("catalogueAdmin.fields.endTime")}
            description={t("catalogueAdmin.fields.siteTime")}
            value={values.end_time}
            onChange={(iso) => form.setFieldValue("end_time", iso ?? "")}
            error={form.errors.end_time}
            required
          />
        </SimpleGrid>
        <VisibilityField form={form} />
        <CourseChooser
          form={form}
          label={t("catalogueAdmin.promotion.courses")}
          columns={[
            {
              label: t("catalogueAdmin.promotion.salePrice"),
              render: ({ course }) => <SalePrice value={salePrice(course.price, window, during)} />,
            },
            {
              label: t("catalogueAdmin.promotion.saving"),
              render: ({ course }) => (
                <Saving list={course.price} sale={salePrice(course.price, window, during)} />
              ),
            },
            {
              label: t("catalogueAdmin.promotion.current"),
              render: ({ promotion: current }) =>
                !current || current.id === promotion?.id ? (
                  "—"
                ) : (
                  <Text size="xs" c="orange">
                    {t("catalogueAdmin.promotion.takenFrom", { name: current.name })}
                  </Text>
                ),
            },
          ]}
        />
        <MediaPicker
          kind="image"
          maxFiles={1}
          value={values.image_id ? [values.image_id] : []}
          onChange={(ids) => form.setFieldValue("image_id", ids[0] ?? null)}
          label={t("catalogueAdmin.fields.image")}
        />
      </Stack>
    </FormDialog>
  );
}
