import { ActionIcon, Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useState } from "react";
import { buildPath } from "../../../../shared/routes.ts";
import { useAppData, useT } from "../../../app-context.tsx";
import { ShareIcon } from "../../../components/icons/pages.tsx";
import { LazyTooltip } from "../../../components/LazyTooltip.tsx";
import type { CourseDetailRow } from "./course-records.ts";

/**
 * The dialog (a modal with its focus trap, a text field, the networks' links) loads on the
 * first click, not with the page: none of it is on the first screen (docs/decisions/034).
 */
const ShareDialog = lazy(() =>
  import("../../../components/ShareDialog.tsx").then((m) => ({ default: m.ShareDialog })),
);

/** Opens the share dialog with the course page's link: a round icon or a labelled button. */
export function ShareButton({
  course,
  variant,
}: {
  course: Pick<CourseDetailRow, "slug" | "name">;
  variant: "icon" | "button";
}) {
  const t = useT();
  const { siteOrigin } = useAppData();
  const [opened, { open: openDialog, close }] = useDisclosure(false);
  // Mounted from the first opening on, so that closing keeps the modal's exit transition.
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    openDialog();
  };
  const url = `${siteOrigin}${buildPath("course", { slug: course.slug })}`;
  return (
    <>
      {variant === "icon" ? (
        <LazyTooltip label={t("actions.share")}>
          <ActionIcon
            variant="default"
            size={40}
            radius="xl"
            aria-label={t("actions.share")}
            onClick={open}
            data-testid="share-button"
          >
            <ShareIcon size={19} />
          </ActionIcon>
        </LazyTooltip>
      ) : (
        <Button
          variant="default"
          leftSection={<ShareIcon size={18} />}
          onClick={open}
          fullWidth
          data-testid="share-button"
        >
          {t("actions.share")}
        </Button>
      )}
      {used && (
        <Suspense fallback={null}>
          <ShareDialog
            opened={opened}
            onClose={close}
            heading={t("course.shareTitle")}
            url={url}
            title={course.name}
            linkLabel={t("course.pageLink")}
          />
        </Suspense>
      )}
    </>
  );
}
