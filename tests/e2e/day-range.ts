import { expect, type Page } from "@playwright/test";
import type { Locale } from "../../shared/constants.ts";
import { t } from "../../shared/i18n/index.ts";

/**
 * Picks a range of days on a DayRangeInput (web/manage/DayRangeInput.tsx) the way a person
 * does: opens the calendar, climbs to the decade, then picks the year, the month and the day —
 * for the first day, then the last.
 */
export async function pickDayRange(
  page: Page,
  locale: Locale,
  label: string,
  from: string,
  to: string,
) {
  await page.getByRole("button", { name: label, exact: true }).click();
  for (const day of [from, to]) await pickDay(page, locale, day);
  await expect(page.getByRole("button", { name: label, exact: true })).toContainText(
    shown(locale, to),
  );
}

const EN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A day as the input shows it once picked (its valueFormat). */
function shown(locale: Locale, day: string): string {
  const [y, m, d] = day.split("-");
  return locale === "vi"
    ? `${d}/${m}/${y}`
    : `${Number(d)} ${EN_MONTHS[Number(m) - 1]!.slice(0, 3)} ${y}`;
}

async function pickDay(page: Page, locale: Locale, day: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  await page.getByRole("button", { name: t(locale, "manage.calendar.monthLevel") }).click();
  await page.getByRole("button", { name: t(locale, "manage.calendar.yearLevel") }).click();
  // The decade shown holds today's year: move to the one holding `year`.
  const years = page.getByRole("button", { name: String(year), exact: true });
  for (let i = 0; i < 20 && (await years.count()) === 0; i++) {
    const shownYear = Number(
      (await page
        .getByRole("button", { name: /^\d{4}$/ })
        .first()
        .textContent()) ?? year,
    );
    const step = shownYear > year ? "previousDecade" : "nextDecade";
    await page.getByRole("button", { name: t(locale, `manage.calendar.${step}`) }).click();
  }
  await years.first().click();
  const monthLabel =
    locale === "vi" ? `Th${String(month).padStart(2, "0")}` : EN_MONTHS[month - 1]!.slice(0, 3);
  await page.getByRole("button", { name: monthLabel, exact: true }).click();
  const dayLabel =
    locale === "vi" ? `${date} tháng ${month} ${year}` : `${date} ${EN_MONTHS[month - 1]} ${year}`;
  await page.getByRole("button", { name: dayLabel, exact: true }).click();
}
