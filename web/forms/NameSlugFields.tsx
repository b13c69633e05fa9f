import { TextInput } from "@mantine/core";
import { useState } from "react";
import { slugify } from "../../shared/search.ts";

/** The part of a form these fields need: a `name` and a `slug` text value. */
interface NameSlugForm {
  key: (path: "name" | "slug") => string;
  getInputProps: (path: "name" | "slug") => object;
  setFieldValue: (path: "name" | "slug", value: string) => void;
}

interface NameSlugFieldsProps {
  form: NameSlugForm;
  /** Editing a saved record: its slug is part of its address and never follows the name. */
  editing: boolean;
  nameLabel: string;
  slugLabel: string;
  slugDescription?: string;
  autoFocus?: boolean;
}

/**
 * A record's name and slug: the slug follows the name (slugified) while a new record's slug has
 * not been edited by hand. The back office's courses, combos, promotions and articles use it.
 */
export function NameSlugFields({
  form,
  editing,
  nameLabel,
  slugLabel,
  slugDescription,
  autoFocus,
}: NameSlugFieldsProps) {
  const [slugTouched, setSlugTouched] = useState(editing);
  return (
    <>
      <TextInput
        key={form.key("name")}
        {...form.getInputProps("name")}
        onChange={(event) => {
          const name = event.currentTarget.value;
          form.setFieldValue("name", name);
          if (!slugTouched) form.setFieldValue("slug", slugify(name));
        }}
        name="name"
        label={nameLabel}
        required
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        key={form.key("slug")}
        {...form.getInputProps("slug")}
        onChange={(event) => {
          setSlugTouched(true);
          form.setFieldValue("slug", event.currentTarget.value);
        }}
        name="slug"
        label={slugLabel}
        description={slugDescription}
        required
      />
    </>
  );
}
