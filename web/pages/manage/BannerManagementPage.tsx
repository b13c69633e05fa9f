import { Select, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { BANNER_PLACES, type BannerPlace } from "../../../shared/constants.ts";
import { HOME_BANNERS } from "../../../shared/page-queries.ts";
import { useAbility } from "../../account/account-query.ts";
import { type BannerRow, deleteBanner, reorderBanners } from "../../api/banners.ts";
import { pageQueryCacheKey } from "../../api/page-query.ts";
import { type ImageRow, ref } from "../../api/records.ts";
import { useT } from "../../app-context.tsx";
import { toast, toastError } from "../../feedback/toast.tsx";
import { useRaiseOnError } from "../../frame/page-error.tsx";
import { ManagementHeader } from "../../manage/ManagementHeader.tsx";
import { PolicyButton } from "../../manage/PolicyButton.tsx";
import { useConfirm } from "../../manage/use-confirm.tsx";
import { managementListKey, useManagementList } from "../../manage/use-management-list.ts";
import { BannerDialog } from "./banners/BannerDialog.tsx";
import { SortableBannerList } from "./banners/SortableBannerList.tsx";

const placeOf = (value: string | null): BannerPlace =>
  BANNER_PLACES.includes(value as BannerPlace) ? (value as BannerPlace) : "HOME_HEADER";

/**
 * Banner management (`/banner-management`): one place at a time (kept in the URL, `place=…`),
 * its banners in their order, moved by drag and drop or the keyboard and saved at once; add,
 * edit and delete. The home page reads the banners on each visit, so it shows the change at
 * once. The banner resource has no per-record rule beyond the admin area, so the controls follow
 * the account's abilities; ADMIN_TRIAL sees them all disabled.
 */
export default function BannerManagementPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const place = placeOf(params.get("place"));
  const mayCreate = useAbility("banner.create");
  const mayUpdate = useAbility("banner.update");
  const mayDelete = useAbility("banner.delete");
  const readOnly = !mayCreate && !mayUpdate && !mayDelete;
  const reason = (allowed: boolean) => (allowed ? null : t("common.trialReadOnly"));
  const list = useManagementList<BannerRow>("banner", {
    filters: [["place", "=", place]],
    orders: [
      ["sort_order", "asc"],
      ["id", "asc"],
    ],
    refNames: ["image"],
    limit: 100,
  });
  useRaiseOnError(list.error);
  const [order, setOrder] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<{ banner?: BannerRow; opening: number } | null>(null);
  const { confirm, dialog } = useConfirm();
  const rows = list.data?.items ?? [];
  const banners = order ? order.flatMap((id) => rows.find((row) => row.id === id) ?? []) : rows;
  // The home page's banners too: going back to it shows the new order at once.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: managementListKey("banner") }),
      queryClient.invalidateQueries({ queryKey: pageQueryCacheKey(HOME_BANNERS) }),
    ]);

  const reorder = async (ids: number[]) => {
    setOrder(ids);
    try {
      await reorderBanners(place, ids);
      toast.success(t("success.saved"));
    } catch (error) {
      toastError(error);
    }
    await refresh();
    setOrder(null);
  };
  const remove = async (banner: BannerRow) => {
    const name = banner.caption || t("bannerAdmin.untitled", { id: banner.id });
    const confirmed = await confirm({
      title: t("actions.delete"),
      message: t("bannerAdmin.deleteConfirm", { name }),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteBanner(banner.id);
      toast.success(t("success.deleted"));
      await refresh();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack gap="md">
      <ManagementHeader
        title={t("nav.banner_management")}
        description={t("bannerAdmin.description")}
        readOnly={readOnly}
        actions={
          <PolicyButton
            disabledReason={reason(mayCreate)}
            onClick={() => setEditing((e) => ({ opening: (e?.opening ?? 0) + 1 }))}
          >
            {t("bannerAdmin.add")}
          </PolicyButton>
        }
      />
      <Select
        label={t("bannerAdmin.place")}
        w={260}
        allowDeselect={false}
        data={BANNER_PLACES.map((value) => ({ value, label: t(`enums.bannerPlace.${value}`) }))}
        value={place}
        onChange={(value) => setParams(value ? { place: value } : {}, { replace: true })}
      />
      {list.data && banners.length === 0 ? (
        <Text c="dimmed">{t("bannerAdmin.empty")}</Text>
      ) : (
        <SortableBannerList
          banners={banners}
          imageOf={(banner) => ref<ImageRow>(list.data?.refs ?? {}, "image", banner.image_id)}
          movable={mayUpdate}
          onReorder={(ids) => void reorder(ids)}
          actions={(banner) => (
            <>
              <PolicyButton
                size="compact-sm"
                variant="subtle"
                disabledReason={reason(mayUpdate)}
                onClick={() => setEditing((e) => ({ banner, opening: (e?.opening ?? 0) + 1 }))}
              >
                {t("actions.edit")}
              </PolicyButton>
              <PolicyButton
                size="compact-sm"
                variant="subtle"
                disabledReason={reason(mayDelete)}
                onClick={() => void remove(banner)}
              >
                {t("actions.delete")}
              </PolicyButton>
            </>
          )}
        />
      )}
      {editing && (
        <BannerDialog
          key={editing.opening}
          banner={editing.banner}
          place={place}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
      {dialog}
    </Stack>
  );
}
