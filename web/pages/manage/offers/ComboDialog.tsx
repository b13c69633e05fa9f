import { SimpleGrid, Stack } from "@mantine/core";
import { type ComboInput, comboInputSchema } from "../../../../shared/schemas/catalogue.ts";
import { createCombo, updateCombo } from "../../../api/catalogue.ts";
import type { ComboRow } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { MediaPicker } from "../../../components/media-picker/index.ts";
import { NameSlugFields } from "../../../forms/NameSlugFields.tsx";
import { DescriptionField, PriceField, VisibilityField } from "../../../forms/RecordFields.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog, useSaveAndClose } from "../../../manage/FormDialog.tsx";
import { CourseChooser, useCourseCatalogue } from "./CourseChooser.tsx";
import { OfferFigures } from "./OfferFigures.tsx";

export type ManagedComboRow = ComboRow;

function initialValues(combo?: ManagedComboRow): ComboInput {
  if (!combo) {
    return {
      name: "",
      slug: "",
      description: "",
      price: 0,
      visibility: "PUBLIC",
      priority: 0,
      image_id: null,
      promotional_image_id: null,
      course_ids: [],
    };
  }
  const { id: _id, update_time: _u, ...rest } = combo;
  return { ...rest, course_ids: combo.course_ids ?? [] } as ComboInput;
}

/**
 * A combo: its courses (in order), its price set by the school, its two images. The sum of the
 * courses' prices and the saving are shown as the combo's page shows them.
 */
export function ComboDialog(props: {
  combo?: ManagedComboRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { combo, onClose, onSaved } = props;
  const t = useT();
  const form = useSchemaForm(comboInputSchema, initialValues(combo));
  const values = form.getValues();
  const catalogue = useCourseCatalogue();
  const prices = new Map((catalogue.data?.items ?? []).map((c) => [c.id, c.price]));
  const total = (values.course_ids ?? []).reduce((sum, id) => sum + (prices.get(id) ?? 0), 0);
  const price = Number(values.price) || 0;

  const saved = useSaveAndClose({
    success: combo ? "success.saved" : "success.added.combo",
    onSaved,
    onClose,
  });
  const submit = form.onSubmit((data) =>
    saved(combo ? updateCombo(combo.id, data) : createCombo(data)),
  );

  return (
    <FormDialog
      opened
      onClose={onClose}
      size="xl"
      title={t(combo ? "catalogueAdmin.combo.editTitle" : "catalogueAdmin.combo.add")}
      onSubmit={submit}
      form={form}
    >
      <Stack gap="md">
        <NameSlugFields
          form={form}
          editing={Boolean(combo)}
          nameLabel={t("catalogueAdmin.fields.name")}
          slugLabel={t("catalogueAdmin.fields.slug")}
        />
        <DescriptionField form={form} />
        <CourseChooser form={form} label={t("catalogueAdmin.combo.courses")} columns={[]} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PriceField form={form} />
          <VisibilityField form={form} />
        </SimpleGrid>
        <OfferFigures
          list={total}
          sale={price}
          listLabel={t("catalogueAdmin.combo.total")}
          saleLabel={t("catalogueAdmin.combo.comboPrice")}
          testId="combo-figures"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MediaPicker
            kind="image"
            maxFiles={1}
            value={values.image_id ? [values.image_id] : []}
            onChange={(ids) => form.setFieldValue("image_id", ids[0] ?? null)}
            label={t("catalogueAdmin.fields.image")}
          />
          <MediaPicker
            kind="image"
            maxFiles={1}
            value={values.promotional_image_id ? [values.promotional_image_id] : []}
            onChange={(ids) => form.setFieldValue("promotional_image_id", ids[0] ?? null)}
            label={t("catalogueAdmin.combo.promotionalImage")}
          />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
