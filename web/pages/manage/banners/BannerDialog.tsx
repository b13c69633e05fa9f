import { Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { BANNER_PLACES, type BannerPlace } from "../../../../shared/constants.ts";
import { bannerCreateBody } from "../../../../shared/schemas/content.ts";
import { type BannerRow, createBanner, updateBanner } from "../../../api/banners.ts";
import { useT } from "../../../app-context.tsx";
import { MediaPicker } from "../../../components/media-picker/MediaPicker.tsx";
import { toast } from "../../../feedback/toast.tsx";
import { SiteDateTimePicker } from "../../../forms/SiteDateTimePicker.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog } from "../../../manage/FormDialog.tsx";

interface BannerDialogProps {
  banner?: BannerRow;
  /** The place a new banner goes to (the one the screen shows). */
  place: BannerPlace;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds or edits a banner: its image from the media picker, caption, place, link, and the
 * optional dates it is shown between (picked in GMT+07:00).
 */
export function BannerDialog({ banner, place, onClose, onSaved }: BannerDialogProps) {
  const t = useT();
  const form = useSchemaForm(bannerCreateBody, {
    caption: banner?.caption ?? "",
    image_id: banner?.image_id as number,
    place: banner?.place ?? place,
    linked_url: banner?.linked_url ?? "",
    starts_at: banner?.starts_at ?? null,
    ends_at: banner?.ends_at ?? null,
  });
  const submit = form.onSubmit(async (values) => {
    if (banner) await updateBanner(banner.id, values);
    else await createBanner(values);
    toast.success(t(banner ? "success.saved" : "success.added.banner"));
    onSaved();
    onClose();
  });
  const values = form.getValues();
  const imageId = values.image_id;
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t(banner ? "bannerAdmin.editTitle" : "bannerAdmin.addTitle")}
      onSubmit={submit}
      form={form}
      submitLabel={banner ? undefined : t("actions.add")}
    >
      <div data-path="image_id" tabIndex={-1}>
        <MediaPicker
          kind="image"
          maxFiles={1}
          required
          label={t("bannerAdmin.image")}
          value={imageId ? [imageId] : []}
          onChange={(ids) => form.setFieldValue("image_id", ids[0] as number)}
          error={form.errors.image_id as string | undefined}
        />
      </div>
      <TextInput
        key={form.key("caption")}
        {...form.getInputProps("caption")}
        label={t("bannerAdmin.caption")}
      />
      <Select
        key={form.key("place")}
        {...form.getInputProps("place")}
        label={t("bannerAdmin.place")}
        allowDeselect={false}
        data={BANNER_PLACES.map((value) => ({ value, label: t(`enums.bannerPlace.${value}`) }))}
      />
      <TextInput
        key={form.key("linked_url")}
        {...form.getInputProps("linked_url")}
        label={t("bannerAdmin.link")}
        placeholder="/courses"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <SiteDateTimePicker
          data-path="starts_at"
          label={t("bannerSchedule.startsAt")}
          value={values.starts_at ?? null}
          onChange={(iso) => form.setFieldValue("starts_at", iso)}
          error={form.errors.starts_at}
        />
        <SiteDateTimePicker
          data-path="ends_at"
          label={t("bannerSchedule.endsAt")}
          value={values.ends_at ?? null}
          onChange={(iso) => form.setFieldValue("ends_at", iso)}
          error={form.errors.ends_at}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        {t("bannerSchedule.hint")}
      </Text>
    </FormDialog>
  );
}
