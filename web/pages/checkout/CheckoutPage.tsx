import { Alert, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import type { CheckoutType } from "../../../shared/constants.ts";
import { buildPath } from "../../../shared/routes.ts";
import { ApiError } from "../../api/client.ts";
import { type CheckoutAnswer, useCheckout } from "../../api/orders.ts";
import { useT } from "../../app-context.tsx";
import { usePageError } from "../../frame/page-error.tsx";
import { track } from "../../tracking/track.ts";
import classes from "./CheckoutPage.module.css";
import { OrderView } from "./OrderView.tsx";
import { trackedItems } from "./order-review.ts";
import { OwnedCourse } from "./results.tsx";

/**
 * `/checkout/{course|combo}/{id}` (docs/product/orders-and-payment.md): asks the server
 * for the open order of the item once on open (the HTML itself changes nothing), then shows the
 * order review and how to pay it, and follows the order until it is paid.
 */
export default function CheckoutPage() {
  const t = useT();
  const params = useParams();
  // The route only matches course|combo and a positive id (shared/routes.ts).
  const type = params.type as CheckoutType;
  const id = Number(params.id);
  const checkout = useCheckout();
  const { raiseFrom } = usePageError();
  const requested = useRef<string | null>(null);
  const key = `${type}:${id}`;

  // Creating an order is not idempotent in the UI's eyes: StrictMode's second effect, and a
  // re-render, must not ask again for the same item.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `checkout` changes with its state
  useEffect(() => {
    if (requested.current === key) return;
    requested.current = key;
    checkout.reset();
    checkout.mutate({ type, id });
  }, [key]);

  const answer: CheckoutAnswer | undefined = checkout.data;
  const begun = useRef<number | null>(null);
  useEffect(() => {
    if (answer?.kind !== "order" || begun.current === answer.order.id) return;
    begun.current = answer.order.id;
    track({
      name: "begin_checkout",
      value: answer.payment.amount,
      currency: "VND",
      items: trackedItems(answer),
    });
  }, [answer]);
  // An unknown course or combo is the frame's "Content not found".
  useEffect(() => {
    if (checkout.error instanceof ApiError && checkout.error.code === "NOT_FOUND") {
      raiseFrom(checkout.error);
    }
  }, [checkout.error, raiseFrom]);

  return (
    <Container size={1120} className={classes.page}>
      <Title order={1} className={classes.title}>
        {t("nav.checkout")}
      </Title>
      <Text c="dimmed" mt={4} mb="xl">
        {t("checkout.subtitle")}
      </Text>
      {checkout.isError ? (
        <CheckoutProblem error={checkout.error} onRetry={() => checkout.mutate({ type, id })} />
      ) : answer?.kind === "owned" ? (
        <OwnedCourse courseId={answer.courseId} />
      ) : answer?.kind === "order" ? (
        <OrderView key={answer.order.id} answer={answer} />
      ) : (
        <CheckoutSkeleton />
      )}
    </Container>
  );
}

/** Why there is nothing to pay: the server's message, and where to go from here. */
function CheckoutProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  const code = error instanceof ApiError ? error.code : "INTERNAL";
  // A refusal stays a refusal; a failure of the network or the server may pass.
  const retryable = code === "NETWORK" || code === "INTERNAL" || code === "BAD_RESPONSE";
  return (
    <Alert
      color={code === "CONFLICT" ? "blue" : "orange"}
      variant="light"
      radius="lg"
      title={t("checkout.failedTitle")}
      className={classes.problem}
      data-testid="checkout-problem"
    >
      <Stack gap="sm">
        <Text>{error.message}</Text>
        {code === "FORBIDDEN" && <Text size="sm">{t("checkout.verifyHint")}</Text>}
        <Group gap="sm">
          {retryable && (
            <Button radius="xl" onClick={onRetry}>
              {t("actions.retry")}
            </Button>
          )}
          {code === "CONFLICT" && (
            <Button component={Link} to={buildPath("library")} radius="xl">
              {t("checkout.goToLibrary")}
            </Button>
          )}
          <Button component={Link} to={buildPath("course_discovery")} variant="default" radius="xl">
            {t("library.browse")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CheckoutSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton height={360} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Skeleton height={520} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}
