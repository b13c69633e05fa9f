import { MultiSelect, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatPrice } from "../../../../shared/format.ts";
import { apiList } from "../../../api/client.ts";
import { type CourseRow, type ListResult, type PromotionRow, ref } from "../../../api/records.ts";
import { useLocale, useT } from "../../../app-context.tsx";

export interface ChosenCourse {
  course: CourseRow;
  /** The promotion the course has now (the one link: course.promotion_id). */
  promotion: PromotionRow | undefined;
}

/** Every course (a school's catalogue is small: the first 500 by name) with its promotion. */
export function useCourseCatalogue() {
  return useQuery({
    queryKey: ["course", "list", "offer-chooser"],
    queryFn: ({ signal }) =>
      apiList<ListResult<CourseRow>>(
        "course",
        { orders: [["name", "asc"]], limit: 500, refNames: ["promotion"] },
        { signal },
      ),
  });
}

/** The part of an offer's form (`useSchemaForm`) the chooser binds itself to. */
interface CourseIdsForm {
  getValues: () => { course_ids?: number[] | undefined };
  setFieldValue: (path: "course_ids", value: number[]) => void;
  errors: Record<string, ReactNode>;
}

interface CourseChooserProps {
  form: CourseIdsForm;
  label: string;
  /** One row per chosen course, as students will see it (the price columns). */
  columns: { label: string; render: (chosen: ChosenCourse) => ReactNode }[];
}

/**
 * An offer's courses (`course_ids`, the combo's and the promotion's): choose them (search by
 * name), then see each chosen course's figures in a table.
 */
export function CourseChooser({ form, label, columns }: CourseChooserProps) {
  const t = useT();
  const value = form.getValues().course_ids ?? [];
  const locale = useLocale();
  const catalogue = useCourseCatalogue();
  const items = catalogue.data?.items ?? [];
  const byId = new Map(items.map((c) => [c.id, c]));
  const chosen = value
    .map((id) => byId.get(id))
    .filter((c): c is CourseRow => Boolean(c))
    .map((course) => ({
      course,
      promotion: ref<PromotionRow>(catalogue.data?.refs ?? {}, "promotion", course.promotion_id),
    }));
  return (
    <>
      <MultiSelect
        name="course_ids"
        label={label}
        data={items.map((c) => ({ value: String(c.id), label: c.name }))}
        value={value.map(String)}
        onChange={(ids) => form.setFieldValue("course_ids", ids.map(Number))}
        error={form.errors.course_ids}
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="course-chooser"
      />
      {chosen.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table fz="sm" data-testid="chosen-courses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("catalogueAdmin.fields.name")}</Table.Th>
                <Table.Th>{t("catalogueAdmin.fields.price")}</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chosen.map((item) => (
                <Table.Tr key={item.course.id}>
                  <Table.Td>
                    <Text size="sm">{item.course.name}</Text>
                  </Table.Td>
                  <Table.Td>{formatPrice(item.course.price, locale)}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.label}>{c.render(item)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
