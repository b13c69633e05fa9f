import { Button, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { PageQuery } from "../../../../shared/page-queries.ts";
import { useAccount } from "../../../account/account-query.ts";
import { apiGet } from "../../../api/client.ts";
import { useEnrollFree } from "../../../api/enroll.ts";
import { pageQueryCacheKey } from "../../../api/page-query.ts";
import type { ListResult, OrderRow } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { toast, toastError } from "../../../feedback/toast.tsx";
import { courseAction, orderCheckoutPath } from "./action-state.ts";
import type { EnrollmentRow } from "./course-records.ts";

interface CourseActionButtonProps {
  courseId: number;
  salePrice: number;
  enrollment: EnrollmentRow | undefined;
  pageQuery: PageQuery;
  currentPath: string;
  /** The phone's sticky bar: a smaller button, no note below it, its own test id. */
  compact?: boolean;
}

/** The order an awaiting enrollment belongs to, or null when it cannot be read. */
async function readOrder(orderId: number): Promise<OrderRow | null> {
  try {
    const answer = await apiGet<ListResult<OrderRow>>("/api/order/get", { id: String(orderId) });
    return answer.items[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Enroll now, Buy now, Learn now or Complete enrollment (action-state.ts). Enrolling shows its
 * processing state and ignores repeated clicks until the server has answered.
 */
export function CourseActionButton(props: CourseActionButtonProps) {
  const { courseId, salePrice, enrollment, pageQuery, currentPath } = props;
  const t = useT();
  const navigate = useNavigate();
  const signedIn = useAccount() !== null;
  const enroll = useEnrollFree(courseId, pageQueryCacheKey(pageQuery));
  const busy = useRef(false);
  const [resolving, setResolving] = useState(false);
  const action = courseAction({ courseId, salePrice, enrollment, signedIn, currentPath });

  const common = {
    size: props.compact ? "md" : "lg",
    fullWidth: true,
    "data-testid": props.compact ? "sticky-action" : "course-action",
  } as const;
  const Note = props.compact ? NoNote : SidebarNote;
  switch (action.kind) {
    case "learn":
      return (
        <>
          <Button {...common} onClick={() => navigate(action.to)} data-action="learn">
            {t("actions.learnNow")}
          </Button>
          <Note>{t("coursePage.enrolledNote")}</Note>
        </>
      );
    case "buy":
      return (
        <Button {...common} onClick={() => navigate(action.to)} data-action="buy">
          {t("actions.buyNow")}
        </Button>
      );
    case "complete": {
      const complete = async () => {
        if (resolving) return;
        setResolving(true);
        const order = action.orderId === null ? null : await readOrder(action.orderId);
        setResolving(false);
        navigate(orderCheckoutPath(order, action.fallback));
      };
      return (
        <>
          <Button {...common} onClick={complete} loading={resolving} data-action="complete">
            {t("actions.completeEnrollment")}
          </Button>
          <Note>{t("coursePage.awaitingNote")}</Note>
        </>
      );
    }
    case "enroll": {
      const onEnroll = async () => {
        if (action.signInFirst) {
          navigate(action.signInFirst);
          return;
        }
        if (busy.current) return;
        busy.current = true;
        try {
          await enroll.mutateAsync();
          toast.success(t("success.enrolled"));
        } catch (error) {
          toastError(error);
        } finally {
          busy.current = false;
        }
      };
      return (
        <Button
          {...common}
          onClick={onEnroll}
          loading={enroll.isPending}
          disabled={enroll.isPending}
          data-action="enroll"
        >
          {t("actions.enrollNow")}
        </Button>
      );
    }
  }
}

const NoNote = (_: { children: string }) => null;

function SidebarNote({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center" mt={-6}>
      {children}
    </Text>
  );
}
