import {
  Anchor,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  DEFAULT_COURSE_LANGUAGE,
  DELIVERIES,
} from "../../../../shared/constants.ts";
import { type RichContent, readRichContent } from "../../../../shared/rich-content/schema.ts";
import { buildPath } from "../../../../shared/routes.ts";
import { type CourseInput, courseInputSchema } from "../../../../shared/schemas/catalogue.ts";
import { createCourse, type ManagedCourseRow, updateCourse } from "../../../api/catalogue.ts";
import { useT } from "../../../app-context.tsx";
import { MediaPicker } from "../../../components/media-picker/index.ts";
import { RichTextEditor } from "../../../components/rich-editor/index.ts";
import { NameSlugFields } from "../../../forms/NameSlugFields.tsx";
import {
  DescriptionField,
  PriceField,
  PriorityField,
  VisibilityField,
} from "../../../forms/RecordFields.tsx";
import { SiteDateTimeInput } from "../../../forms/site-date-time.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog, useSaveAndClose } from "../../../manage/FormDialog.tsx";
import { RecordPicker } from "../../../manage/RecordPicker.tsx";
import { PROMOTION_SOURCE } from "../offers/promotion-source.ts";
import { INSTRUCTOR_SOURCE } from "./instructor-source.ts";

const IMAGE_FIELDS = [
  "avatar_image_id",
  "promotional_avatar_image_id",
  "sharing_avatar_image_id",
  "sharing_image_id",
  "promotional_image_id",
] as const;

function initialValues(course?: ManagedCourseRow): CourseInput {
  if (!course) {
    return {
      name: "",
      slug: "",
      description: "",
      price: 0,
      visibility: "PRIVATE",
      priority: 0,
      objectives: "",
      requirements: "",
      introduction: null,
      delivery: "ONLINE",
      start_time: null,
      end_time: null,
      location: null,
      meeting_url: null,
      creator_id: null,
      promotion_id: null,
      level: null,
      category: null,
      language: DEFAULT_COURSE_LANGUAGE,
      is_featured: false,
      ...Object.fromEntries(IMAGE_FIELDS.map((f) => [f, null])),
    };
  }
  const { id: _id, update_time: _u, ...rest } = course;
  return {
    ...rest,
    introduction: readRichContent(course.introduction),
    // A flag is 0/1 in the list's row, a boolean in the form.
    is_featured: course.is_featured === 1 || course.is_featured === true,
  } as CourseInput;
}

interface CourseDialogProps {
  course?: ManagedCourseRow;
  readOnly?: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A course's every field (the shared `courseInputSchema`, the same the server checks): name and
 * slug, descriptions, the five images from the media picker, price, objectives and requirements
 * one per line, delivery with its dates (GMT+07:00) and place or link, priority, visibility,
 * level, category and teaching language, the "featured" flag (first on the home page), the
 * instructor (staff who teach, found by name or e-mail; the author when left empty) and the
 * promotion (a course has one at most: choosing one here takes it from the one it had).
 * "Preview" opens the course page as students will see it.
 */
export function CourseDialog({ course, readOnly, onClose, onSaved }: CourseDialogProps) {
  const t = useT();
  const form = useSchemaForm(courseInputSchema, initialValues(course));
  const values = form.getValues();
  const delivery = values.delivery ?? "ONLINE";

  const saved = useSaveAndClose({
    success: course ? "success.saved" : "success.added.course",
    onSaved,
    onClose,
  });
  const submit = form.onSubmit((data) =>
    saved(course ? updateCourse(course.id, data) : createCourse(data)),
  );

  const imagePicker = (field: (typeof IMAGE_FIELDS)[number]) => {
    const id = values[field];
    return (
      <MediaPicker
        key={field}
        kind="image"
        maxFiles={1}
        value={id ? [id] : []}
        onChange={(ids) => form.setFieldValue(field, ids[0] ?? null)}
        label={t(`catalogueAdmin.course.images.${field}`)}
        error={form.errors[field] as string | undefined}
        disabled={readOnly}
      />
    );
  };

  return (
    <FormDialog
      opened
      onClose={onClose}
      size="xl"
      title={t(course ? "catalogueAdmin.course.editTitle" : "catalogueAdmin.course.addTitle")}
      onSubmit={submit}
      form={form}
      extra={
        course ? (
          <Anchor
            href={buildPath("course", { slug: course.slug })}
            target="_blank"
            rel="noopener"
            mr="auto"
            data-testid="course-preview"
          >
            {t("catalogueAdmin.course.preview")}
          </Anchor>
        ) : null
      }
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <NameSlugFields
            form={form}
            editing={Boolean(course)}
            nameLabel={t("catalogueAdmin.fields.name")}
            slugLabel={t("catalogueAdmin.fields.slug")}
            slugDescription={t("catalogueAdmin.fields.slugHelp")}
          />
          <DescriptionField form={form} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PriceField form={form} />
            <VisibilityField form={form} />
            <PriorityField form={form} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              key={form.key("level")}
              {...form.getInputProps("level")}
              name="level"
              label={t("catalogueAdmin.fields.level")}
              placeholder={t("catalogueAdmin.fields.levelNone")}
              data={COURSE_LEVELS.map((l) => ({ value: l, label: t(`courseCard.levels.${l}`) }))}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              key={form.key("category")}
              {...form.getInputProps("category")}
              name="category"
              label={t("catalogueAdmin.fields.category")}
              description={t("catalogueAdmin.fields.categoryHelp")}
              maxLength={60}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              key={form.key("language")}
              {...form.getInputProps("language")}
              name="language"
              label={t("catalogueAdmin.fields.language")}
              description={t("catalogueAdmin.fields.languageHelp")}
              data={COURSE_LANGUAGES.map((l) => ({
                value: l,
                label: t(`enums.courseLanguage.${l}`),
              }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Switch
              key={form.key("is_featured")}
              {...form.getInputProps("is_featured", { type: "checkbox" })}
              name="is_featured"
              label={t("catalogueAdmin.fields.featured")}
              description={t("catalogueAdmin.fields.featuredHelp")}
              mt={{ sm: "lg" }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <RecordPicker
              {...INSTRUCTOR_SOURCE}
              name="creator_id"
              label={t("catalogueAdminExtras.course.instructor")}
              description={t("catalogueAdminExtras.course.instructorHelp")}
              placeholder={t("catalogueAdminExtras.course.instructorPlaceholder")}
              value={values.creator_id ? String(values.creator_id) : null}
              onChange={(id) => form.setFieldValue("creator_id", id ? Number(id) : null)}
              error={form.errors.creator_id}
              disabled={readOnly}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <RecordPicker
              {...PROMOTION_SOURCE}
              name="promotion_id"
              label={t("catalogueAdminExtras.course.promotion")}
              description={t("catalogueAdminExtras.course.promotionHelp")}
              placeholder={t("catalogueAdminExtras.course.promotionPlaceholder")}
              value={values.promotion_id ? String(values.promotion_id) : null}
              onChange={(id) => form.setFieldValue("promotion_id", id ? Number(id) : null)}
              error={form.errors.promotion_id}
              disabled={readOnly}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              key={form.key("objectives")}
              {...form.getInputProps("objectives")}
              name="objectives"
              label={t("catalogueAdmin.course.objectives")}
              description={t("catalogueAdmin.fields.onePerLine")}
              autosize
              minRows={3}
            />
            <Textarea
              key={form.key("requirements")}
              {...form.getInputProps("requirements")}
              name="requirements"
              label={t("catalogueAdmin.course.requirements")}
              description={t("catalogueAdmin.fields.onePerLine")}
              autosize
              minRows={3}
            />
          </SimpleGrid>
          <RichTextEditor
            label={t("catalogueAdmin.course.introduction")}
            // Form values are the schema's input type; the editor only ever writes full content.
            value={(values.introduction as RichContent | null | undefined) ?? null}
            onChange={(content) => form.setFieldValue("introduction", content)}
            error={form.errors.introduction as string | undefined}
            disabled={readOnly}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("catalogueAdmin.fields.delivery")}
            </Text>
            <SegmentedControl
              value={delivery}
              onChange={(value) => form.setFieldValue("delivery", value as typeof delivery)}
              data={DELIVERIES.map((d) => ({ value: d, label: t(`enums.delivery.${d}`) }))}
              disabled={readOnly}
            />
          </Stack>
          {delivery !== "ONLINE" && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SiteDateTimeInput
                name="start_time"
                label={t("catalogueAdmin.fields.startTime")}
                description={t("catalogueAdmin.fields.siteTime")}
                value={values.start_time ?? null}
                onChange={(iso) => form.setFieldValue("start_time", iso)}
                error={form.errors.start_time}
                required
              />
              <SiteDateTimeInput
                name="end_time"
                label={t("catalogueAdmin.fields.endTime")}
                description={t("catalogueAdmin.fields.siteTime")}
                value={values.end_time ?? null}
                onChange={(iso) => form.setFieldValue("end_time", iso)}
                error={form.errors.end_time}
                required
              />
            </SimpleGrid>
          )}
          {delivery === "ONSITE" && (
            <TextInput
              key={form.key("location")}
              {...form.getInputProps("location")}
              name="location"
              label={t("catalogueAdmin.fields.location")}
              required
            />
          )}
          {delivery === "REMOTE" && (
            <TextInput
              key={form.key("meeting_url")}
              {...form.getInputProps("meeting_url")}
              name="meeting_url"
              label={t("catalogueAdmin.fields.meetingUrl")}
              placeholder="https://meet.example.com/…"
              required
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{IMAGE_FIELDS.map(imagePicker)}</SimpleGrid>
        </Stack>
      </fieldset>
    </FormDialog>
  );
}
