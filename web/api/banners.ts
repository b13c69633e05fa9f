import type { BannerPlace } from "../../shared/constants.ts";
import type { BannerFields } from "../../shared/schemas/content.ts";
import { apiPost } from "./client.ts";
import type { Row } from "./records.ts";

export interface BannerRow extends Row {
  caption: string;
  image_id: number;
  place: BannerPlace;
  linked_url: string | null;
  sort_order: number;
  starts_at?: string | null;
  ends_at?: string | null;
}

export const createBanner = (fields: BannerFields) =>
  apiPost<{ banner: BannerRow }>("/api/banner/create", fields);
export const updateBanner = (id: number, fields: BannerFields) =>
  apiPost<{ banner: BannerRow }>("/api/banner/update", { id, ...fields });
export const deleteBanner = (id: number) => apiPost<{ id: number }>("/api/banner/delete", { id });
export const reorderBanners = (place: BannerPlace, ids: number[]) =>
  apiPost<{ place: BannerPlace; ids: number[] }>("/api/banner/reorder", { place, ids });
