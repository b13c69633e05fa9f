import { Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { DashboardAnswer } from "../../../../shared/dashboard.ts";
import { formatNumber, formatPrice } from "../../../../shared/format.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { BarChart } from "./BarChart.tsx";
import { bucketLabel } from "./bucket-label.ts";
import { FigureCard } from "./FigureCard.tsx";

/** The cards, the two charts and the top courses of one dashboard answer. */
export function DashboardFigures({ answer }: { answer: DashboardAnswer }) {
  const t = useT();
  const locale = useLocale();
  const money = (n: number) => formatPrice(n, locale, { zeroAsFree: false });
  const count = (n: number) => formatNumber(n, locale);
  const { sales, period } = answer;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {sales && (
          <>
            <FigureCard
              testId="figure-revenue"
              label={t("dashboard.revenue")}
              {...sales.revenue}
              format={money}
            />
            <FigureCard
              testId="figure-paid-orders"
              label={t("dashboard.paidOrders")}
              {...sales.paidOrders}
              format={count}
            />
            <FigureCard
              testId="figure-new-enrollments"
              label={t("dashboard.newEnrollments")}
              {...sales.newEnrollments}
              format={count}
            />
            <FigureCard
              testId="figure-new-accounts"
              label={t("dashboard.newAccounts")}
              {...sales.newAccounts}
              format={count}
            />
            <FigureCard
              testId="figure-active-students"
              label={t("dashboard.activeStudents")}
              {...sales.activeStudents}
              format={count}
            />
          </>
        )}
        <Paper withBorder radius="lg" p="md" data-testid="figure-courses-by-delivery">
          <Text size="sm" c="dimmed">
            {t("dashboard.coursesByDelivery")}
          </Text>
          {answer.coursesByDelivery.map((row) => (
            <Text key={row.delivery} size="sm" mt={4}>
              <b>{t(`enums.delivery.${row.delivery}` as "enums.delivery.ONLINE")}</b>:{" "}
              {count(row.total)}{" "}
              <Text span size="xs" c="dimmed">
                ({t("dashboard.addedInPeriod", { count: count(row.added.value) })})
              </Text>
            </Text>
          ))}
        </Paper>
      </SimpleGrid>
      {sales && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <ChartPanel title={t("dashboard.revenueChart")} testId="revenue-chart">
            <BarChart
              title={t("dashboard.revenueChart")}
              empty={t("dashboard.noRevenueInRange")}
              format={money}
              series={[
                {
                  key: "revenue",
                  label: t("dashboard.revenue"),
                  color: "teal.6",
                },
              ]}
              data={sales.revenueSeries.map((b) => ({
                bucket: b.bucket,
                label: bucketLabel(b.bucket, period),
                values: { revenue: b.revenue },
              }))}
            />
          </ChartPanel>
          <ChartPanel title={t("dashboard.growthChart")} testId="growth-chart">
            <BarChart
              title={t("dashboard.growthChart")}
              empty={t("dashboard.noGrowthInRange")}
              format={count}
              series={[
                {
                  key: "enrollments",
                  label: t("dashboard.newEnrollments"),
                  color: "blue.6",
                },
                {
                  key: "accounts",
                  label: t("dashboard.newAccounts"),
                  color: "orange.5",
                },
              ]}
              data={sales.growthSeries.map((b) => ({
                bucket: b.bucket,
                label: bucketLabel(b.bucket, period),
                values: { enrollments: b.enrollments, accounts: b.accounts },
              }))}
            />
          </ChartPanel>
        </SimpleGrid>
      )}
      {sales && <TopCourses rows={sales.topCourses} money={money} />}
    </Stack>
  );
}

function ChartPanel({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function TopCourses({
  rows,
  money,
}: {
  rows: NonNullable<DashboardAnswer["sales"]>["topCourses"];
  money: (n: number) => string;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="top-courses">
      <Title order={2} size="h5" mb="sm">
        {t("dashboard.topCourses")}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("dashboard.noSales")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("dashboard.course")}</Table.Th>
                <Table.Th ta="right">{t("dashboard.paidOrders")}</Table.Th>
                <Table.Th ta="right">{t("dashboard.revenue")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.courseId}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{row.orders}</Table.Td>
                  <Table.Td ta="right">{money(row.revenue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
