import { Loader, Modal } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { apiList } from "../../../api/client.ts";
import type { ListResult } from "../../../api/records.ts";

/** Loads the courses a promotion covers (those whose `promotion_id` is it) before its form. */
export function WithPromotionCourses(props: {
  promotionId: number;
  onClose: () => void;
  children: (courseIds: number[]) => ReactNode;
}) {
  const courses = useQuery({
    queryKey: ["promotion", "courses", props.promotionId],
    queryFn: async ({ signal }) => {
      const list = await apiList<ListResult>(
        "course",
        { filters: [["promotion_id", "=", props.promotionId]], limit: 500 },
        { signal },
      );
      return list.items.map((c) => c.id);
    },
  });
  if (!courses.data) {
    return (
      <Modal opened onClose={props.onClose} withCloseButton={false} centered>
        <Loader />
      </Modal>
    );
  }
  return <>{props.children(courses.data)}</>;
}
