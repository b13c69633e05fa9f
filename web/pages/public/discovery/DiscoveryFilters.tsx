import { SegmentedControl, Select, Stack, Switch, Text } from "@mantine/core";
import { COURSE_LANGUAGES, type CourseLanguage, DELIVERIES } from "../../../../shared/constants.ts";
import type { CourseDiscoverQuery, DiscoverSort } from "../../../../shared/course-discover.ts";
import type { MessageKey } from "../../../../shared/i18n/index.ts";
import { useT } from "../../../app-context.tsx";
import { ArrowUpDownIcon } from "../../../components/icons/pages.tsx";
import classes from "./CourseDiscoveryPage.module.css";
import { type DiscoverChanges, shownSort, sortChoices, sortToStore } from "./discover-state.ts";

interface FilterProps {
  query: CourseDiscoverQuery;
  update: (changes: DiscoverChanges) => void;
}

const ALL = "all";

/** A labelled group of choices (the label names the radio group for screen readers). */
function Choice({
  label,
  value,
  options,
  onChange,
  testId,
  stacked,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  testId: string;
  stacked: boolean;
}) {
  return (
    <fieldset className={classes.choice}>
      <Text component="legend" size="sm" fw={500} c={stacked ? undefined : "dimmed"}>
        {label}
      </Text>
      <SegmentedControl
        value={value}
        onChange={onChange}
        data={options}
        radius="xl"
        size="sm"
        fullWidth={stacked}
        data-testid={testId}
      />
    </fieldset>
  );
}

/** Price, delivery, language and "on promotion": a row on wide screens, stacked in the phone's drawer. */
export function FilterControls({
  query,
  update,
  stacked = false,
}: FilterProps & { stacked?: boolean }) {
  const t = useT();
  const controls = (
    <>
      <Choice
        label={t("discovery.price")}
        value={query.price ?? ALL}
        options={[
          { value: ALL, label: t("discovery.priceAll") },
          { value: "free", label: t("discovery.priceFree") },
          { value: "paid", label: t("discovery.pricePaid") },
        ]}
        onChange={(value) => update({ price: value === ALL ? null : (value as "free" | "paid") })}
        testId="filter-price"
        stacked={stacked}
      />
      <Choice
        label={t("discovery.delivery")}
        value={query.delivery ?? ALL}
        options={[
          { value: ALL, label: t("discovery.deliveryAll") },
          ...DELIVERIES.map((delivery) => ({
            value: delivery,
            label: t(`enums.delivery.${delivery}`),
          })),
        ]}
        onChange={(value) =>
          update({ delivery: value === ALL ? null : (value as (typeof DELIVERIES)[number]) })
        }
        testId="filter-delivery"
        stacked={stacked}
      />
      <Choice
        label={t("discovery.language")}
        value={query.language ?? ALL}
        options={[
          { value: ALL, label: t("discovery.languageAll") },
          ...COURSE_LANGUAGES.map((language) => ({
            value: language,
            label: t(`enums.courseLanguage.${language}`),
          })),
        ]}
        onChange={(value) => update({ language: value === ALL ? null : (value as CourseLanguage) })}
        testId="filter-language"
        stacked={stacked}
      />
      <Switch
        className={classes.promotionSwitch}
        label={t("discovery.onPromotion")}
        checked={query.onPromotion}
        onChange={(event) => update({ onPromotion: event.currentTarget.checked })}
        size="md"
        data-testid="filter-promotion"
      />
    </>
  );
  return stacked ? (
    <Stack gap="lg">{controls}</Stack>
  ) : (
    <div className={classes.filterRow}>{controls}</div>
  );
}

/** The order of the results; Relevance only while there is search text. */
export function SortSelect({ query, update }: FilterProps) {
  const t = useT();
  return (
    <Select
      className={classes.sort}
      aria-label={t("discovery.sort")}
      value={shownSort(query)}
      data={sortChoices(query).map((sort) => ({
        value: sort,
        label: t(`discovery.sorts.${sort}` as MessageKey),
      }))}
      onChange={(value) => {
        if (value) update({ sort: sortToStore(query, value as DiscoverSort) });
      }}
      allowDeselect={false}
      radius="xl"
      size="sm"
      leftSection={<ArrowUpDownIcon size={16} />}
      data-testid="discovery-sort"
    />
  );
}
