import { Group, Text } from "@mantine/core";
import { formatPrice } from "../../../../shared/format.ts";
import { useLocale, useT } from "../../../app-context.tsx";

// The figures of an offer as students will see them, the same in the combo and the promotion
// dialogs: the price they pay (red) and what they save against the list price (green).

/** The price paid: a combo's price, a course's price during a promotion. */
export function SalePrice({ value }: { value: number }) {
  const locale = useLocale();
  return (
    <Text size="sm" fw={600} c="red" data-testid="sale-price">
      {formatPrice(value, locale)}
    </Text>
  );
}

/** The list price less the sale price; nothing saved reads 0 đ, not Free. */
export function Saving({ list, sale }: { list: number; sale: number }) {
  const locale = useLocale();
  return (
    <Text size="sm" c="green" data-testid="saving">
      {formatPrice(Math.max(list - sale, 0), locale, { zeroAsFree: false })}
    </Text>
  );
}

/**
 * One offer's figures in a line, each named: the list price struck through, the sale price,
 * and the saving when there is one.
 */
export function OfferFigures(props: {
  list: number;
  sale: number;
  listLabel: string;
  saleLabel: string;
  testId?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const { list, sale } = props;
  return (
    <Group gap="lg" data-testid={props.testId}>
      <Text size="sm">
        {props.listLabel}: <s>{formatPrice(list, locale, { zeroAsFree: false })}</s>
      </Text>
      <Group gap={4}>
        <Text size="sm" fw={600} c="red">
          {props.saleLabel}:
        </Text>
        <SalePrice value={sale} />
      </Group>
      {list > sale && (
        <Group gap={4}>
          <Text size="sm" c="green">
            {t("catalogueAdmin.promotion.saving")}:
          </Text>
          <Saving list={list} sale={sale} />
        </Group>
      )}
    </Group>
  );
}
