import { ActionIcon, Button } from "@mantine/core";
import { useAccount } from "../account/account-query.ts";
import { useIsFavorite, useToggleFavorite } from "../api/favorites.ts";
import { useT } from "../app-context.tsx";
import { toast, toastError } from "../feedback/toast.tsx";
import { HeartIcon } from "./icons/pages.tsx";
import { LazyTooltip } from "./LazyTooltip.tsx";

interface FavoriteButtonProps {
  courseId: number;
  /** A round icon (the course header) or a labelled button (the sidebar). */
  variant?: "icon" | "button";
}

/**
 * Like / Unlike a course (docs/product/states-and-learning.md): toggles at once and rolls back with an error toast when
 * the server refuses. A visitor is told to log in; nothing is sent for them.
 */
export function FavoriteButton({ courseId, variant = "button" }: FavoriteButtonProps) {
  const t = useT();
  const signedIn = useAccount() !== null;
  const favorite = useIsFavorite(courseId, signedIn);
  const toggle = useToggleFavorite(courseId, toastError);
  const liked = signedIn && favorite.data === true;
  const label = liked ? t("actions.unlike") : t("actions.like");

  const onClick = () => {
    if (!signedIn) {
      toast.info(t("errors.loginToLike"));
      return;
    }
    toggle.mutate(!liked);
  };

  if (variant === "icon") {
    return (
      <LazyTooltip label={label}>
        <ActionIcon
          variant={liked ? "light" : "default"}
          color={liked ? "red" : undefined}
          size={40}
          radius="xl"
          aria-label={label}
          aria-pressed={liked}
          onClick={onClick}
          data-testid="favorite-button"
        >
          <HeartIcon size={20} filled={liked} />
        </ActionIcon>
      </LazyTooltip>
    );
  }
  return (
    <Button
      variant={liked ? "light" : "default"}
      color={liked ? "red" : undefined}
      leftSection={<HeartIcon size={18} filled={liked} />}
      aria-pressed={liked}
      onClick={onClick}
      fullWidth
      data-testid="favorite-button"
    >
      {label}
    </Button>
  );
}
