import { NumberInput, Select, Textarea } from "@mantine/core";
import { VISIBILITIES } from "../../shared/constants.ts";
import { useLocale, useT } from "../app-context.tsx";

/**
 * The fields the catalogue's records share — description, price, visibility, priority — drawn
 * the same way in every dialog that edits them (courses, combos, promotions). Each takes the
 * form (`useSchemaForm`) and binds itself to the field of its name.
 */
interface FieldForm<F extends string> {
  key: (path: F) => string;
  getInputProps: (path: F) => object;
}

export function DescriptionField({ form }: { form: FieldForm<"description"> }) {
  const t = useT();
  return (
    <Textarea
      key={form.key("description")}
      {...form.getInputProps("description")}
      name="description"
      label={t("catalogueAdmin.fields.description")}
      autosize
      minRows={2}
    />
  );
}

/** A price in đồng: whole numbers, grouped as the reader's language writes them. */
export function PriceField({ form }: { form: FieldForm<"price"> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <NumberInput
      key={form.key("price")}
      {...form.getInputProps("price")}
      name="price"
      label={t("catalogueAdmin.fields.priceVnd")}
      min={0}
      step={10_000}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator={locale === "vi" ? "." : ","}
      decimalSeparator={locale === "vi" ? "," : "."}
      suffix=" đ"
    />
  );
}

export function VisibilityField({ form }: { form: FieldForm<"visibility"> }) {
  const t = useT();
  return (
    <Select
      key={form.key("visibility")}
      {...form.getInputProps("visibility")}
      name="visibility"
      label={t("catalogueAdmin.fields.visibility")}
      data={VISIBILITIES.map((v) => ({ value: v, label: t(`enums.visibility.${v}`) }))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Higher first in the storefront's lists. */
export function PriorityField({ form }: { form: FieldForm<"priority"> }) {
  const t = useT();
  return (
    <NumberInput
      key={form.key("priority")}
      {...form.getInputProps("priority")}
      name="priority"
      label={t("catalogueAdmin.fields.priority")}
      description={t("catalogueAdmin.fields.priorityHelp")}
      allowDecimal={false}
    />
  );
}
