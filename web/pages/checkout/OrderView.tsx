import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { formatDateTime, formatPrice } from "../../../shared/format.ts";
import { buildVietQrPayload } from "../../../shared/vietqr/payload.ts";
import { LIBRARY_KEY } from "../../api/library.ts";
import {
  type OrderAnswer,
  type OrderRecord,
  useCheckoutPictures,
  useOrderStatus,
} from "../../api/orders.ts";
import { type ImageRow, ref } from "../../api/records.ts";
import { useLocale, useT } from "../../app-context.tsx";
import { CheckIcon, WarningIcon } from "../../components/icons/pages.tsx";
import { MediaImage } from "../../components/media/MediaImage.tsx";
import { trackPurchaseOnce } from "../../tracking/track.ts";
import classes from "./CheckoutPage.module.css";
import { CopyRow } from "./CopyRow.tsx";
import { ClockIcon } from "./checkout-icons.tsx";
import { orderReview, trackedItems } from "./order-review.ts";
import { OrderPaid } from "./results.tsx";
import { VietQrCode } from "./VietQrCode.tsx";

/** An order awaiting payment: its review and how to pay it, until the status check sees it paid. */
export function OrderView({ answer }: { answer: OrderAnswer }) {
  const t = useT();
  const status = useOrderStatus(answer.order);
  const order = status.data ?? answer.order;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (order.status !== "PAID") return;
    trackPurchaseOnce({
      name: "purchase",
      value: order.amount,
      currency: "VND",
      items: trackedItems(answer),
      transaction_id: order.reference_code,
    });
    // The library, the course pages and the bell now read differently.
    void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
    void queryClient.invalidateQueries({ queryKey: ["page"] });
    void queryClient.invalidateQueries({ queryKey: ["notification"] });
  }, [order.status, order.amount, order.reference_code, answer, queryClient]);

  if (order.status === "PAID") return <OrderPaid answer={answer} />;

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <OrderReviewPanel answer={answer} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {order.status === "CANCELLED" ? (
          <Alert
            color="orange"
            variant="light"
            radius="lg"
            icon={<WarningIcon />}
            data-testid="order-cancelled"
          >
            <Stack gap="sm" align="flex-start">
              <Text>{t("checkout.cancelled")}</Text>
              <Button radius="xl" onClick={() => location.reload()}>
                {t("checkout.reload")}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <PaymentPanel answer={answer} order={order} statusFailing={status.isError} />
        )}
      </Grid.Col>
    </Grid>
  );
}

function OrderReviewPanel({ answer }: { answer: OrderAnswer }) {
  const t = useT();
  const locale = useLocale();
  const review = orderReview(answer);
  const pictures = useCheckoutPictures(answer);
  const isCombo = answer.item.type === "combo";
  const image = isCombo
    ? ref<ImageRow>(pictures.combo?.refs ?? {}, "image", pictures.combo?.items[0]?.image_id)
    : ref<ImageRow>(
        pictures.courses?.refs ?? {},
        "image",
        pictures.courses?.items.find((c) => c.id === answer.item.id)?.avatar_image_id,
      );
  const price = (amount: number) => formatPrice(amount, locale, { zeroAsFree: false });

  return (
    <Paper withBorder radius="lg" className={classes.panel} data-testid="order-review">
      <Title order={2} className={classes.panelTitle}>
        {t("checkout.orderSummary")}
      </Title>
      <div className={classes.item}>
        <div className={classes.itemImage}>
          <MediaImage image={image} alt="" ratio={1.5} sizes="120px" loading="eager" />
        </div>
        <div>
          <Badge variant="light" radius="sm" tt="none" mb={4}>
            {t(isCombo ? "enums.orderItemType.COMBO" : "enums.orderItemType.COURSE")}
          </Badge>
          <Text fw={600} className={classes.itemName} data-testid="order-item-name">
            {answer.item.name}
          </Text>
        </div>
      </div>

      {isCombo && (
        <div className={classes.comboCourses}>
          <Text size="sm" fw={600} mb={6}>
            {t("checkout.comboCourses")}
          </Text>
          <ul className={classes.courseList}>
            {review.courses.map((course) => (
              <li
                key={course.id}
                className={classes.courseLine}
                data-owned={course.owned || undefined}
                data-testid="combo-course"
              >
                <span className={classes.courseName}>
                  {course.name}
                  {course.owned && (
                    <Badge
                      color="teal"
                      variant="light"
                      size="sm"
                      radius="sm"
                      tt="none"
                      ml={6}
                      leftSection={<CheckIcon size={12} />}
                      data-testid="owned-course"
                    >
                      {t("checkout.ownedNotCharged")}
                    </Badge>
                  )}
                </span>
                <span className={classes.coursePrice} data-testid="combo-course-price">
                  {price(course.salePrice)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <dl className={classes.totals}>
        <div className={classes.totalLine}>
          <dt>{t(isCombo ? "checkout.coursesSaleTotal" : "checkout.listPrice")}</dt>
          <dd>{price(review.listPrice)}</dd>
        </div>
        {review.discount > 0 && (
          <div className={classes.totalLine} data-testid="order-discount">
            <dt>{t(isCombo ? "checkout.comboDiscount" : "checkout.promotionDiscount")}</dt>
            <dd className={classes.discount}>−{price(review.discount)}</dd>
          </div>
        )}
        <div className={classes.grandTotal}>
          <dt>{t("checkout.amountToPay")}</dt>
          <dd data-testid="order-amount">{price(review.amount)}</dd>
        </div>
      </dl>
    </Paper>
  );
}

/**
 * How to pay: the QR code, the account and the exact amount and message. Once part of the
 * money has arrived (the live `order`), the amount is what is still owed, with a QR code for it
 * and the same message, so the transfers add up to the order.
 */
function PaymentPanel({
  answer,
  order,
  statusFailing,
}: {
  answer: OrderAnswer;
  order: OrderRecord;
  statusFailing: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const price = (value: number) => formatPrice(value, locale, { zeroAsFree: false });
  const { payment } = answer;
  const owed = Math.max(order.amount - order.received, 0);
  const partPaid = order.received > 0 && owed > 0;
  const qrPayload = useMemo(
    () =>
      partPaid
        ? buildVietQrPayload({
            bin: payment.bank.bin,
            accountNumber: payment.bank.accountNumber,
            amount: owed,
            message: payment.message,
          })
        : payment.qrPayload,
    [partPaid, owed, payment],
  );
  const toPay = partPaid ? owed : payment.amount;
  const amount = price(toPay);

  return (
    <Paper withBorder radius="lg" className={classes.panel} data-testid="payment">
      <Title order={2} className={classes.panelTitle}>
        {t("checkout.payTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("checkout.instructions")}
      </Text>
      {partPaid && (
        <Alert
          color="blue"
          variant="light"
          radius="md"
          mb="md"
          title={t("checkout.partReceived", {
            received: price(order.received),
            owed: price(owed),
          })}
          data-testid="part-payment"
          aria-live="polite"
        >
          {t("checkout.partReceivedText")}
        </Alert>
      )}
      {payment.bank.demo && (
        <Alert color="yellow" variant="light" radius="md" mb="md" icon={<WarningIcon />}>
          {t("checkout.demoBank")}
        </Alert>
      )}
      <div className={classes.payment}>
        <div className={classes.qrColumn}>
          <Text size="sm" fw={600} ta="center" mb={8}>
            {t("checkout.scanQr")}
          </Text>
          <VietQrCode
            payload={qrPayload}
            fileName={`vietqr-${payment.message}`}
            label={t("checkout.qrAlt", {
              amount,
              bank: payment.bank.name,
              message: payment.message,
            })}
          />
          <div className={classes.qrCaption}>
            <Text fw={700} size="lg" data-testid="qr-amount">
              {amount}
            </Text>
            <Text size="sm" c="dimmed">
              {t("checkout.transferMessage")}: <strong>{payment.message}</strong>
            </Text>
          </div>
        </div>
        <div className={classes.rows}>
          <Text size="sm" fw={600} mb={8}>
            {t("checkout.manualTitle")}
          </Text>
          <Stack gap={8}>
            <CopyRow label={t("checkout.bank")} display={payment.bank.name} />
            {payment.bank.branch && (
              <CopyRow label={t("checkout.branch")} display={payment.bank.branch} />
            )}
            <CopyRow label={t("checkout.accountName")} display={payment.bank.accountName} />
            <CopyRow
              label={t("checkout.accountNumber")}
              display={payment.bank.accountNumber}
              testId="account-number"
            />
            <CopyRow
              label={t("checkout.amount")}
              display={amount}
              value={String(toPay)}
              emphasis
              testId="transfer-amount"
            />
            <CopyRow
              label={t("checkout.transferMessage")}
              display={payment.message}
              emphasis
              testId="reference-code"
            />
          </Stack>
        </div>
      </div>
      <div className={classes.waiting} aria-live="polite" data-testid="payment-waiting">
        <Group gap={10} wrap="nowrap">
          <Loader size="sm" type="dots" />
          <Text size="sm" fw={500}>
            {statusFailing ? t("checkout.statusRetry") : t("checkout.waiting")}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <ClockIcon size={16} />
          <Text size="sm" data-testid="pay-before">
            {t("checkout.payBefore", { date: formatDateTime(order.expire_time) })}
          </Text>
        </Group>
      </div>
    </Paper>
  );
}
