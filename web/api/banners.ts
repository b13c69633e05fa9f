import type { BannerPlace } from "../../shared/constants.ts";
import type { BannerFields } from "../../shared/schemas/content.ts";
import { apiPost } from "./client.ts";
import type { BannerRow } from "./records.ts";

export type { BannerRow };

export const createBanner = (fields: BannerFields) =>
  apiPost<{ banner: BannerRow }>("/api/banner/create", fields);
export const updateBanner = (id: number, fields: BannerFields) =>
  apiPost<{ banner: BannerRow }>("/api/banner/update", { id, ...fields });
export const deleteBanner = (id: number) => apiPost<{ id: number }>("/api/banner/delete", { id });
export const reorderBanners = (place: BannerPlace, ids: number[]) =>
  apiPost<{ place: BannerPlace; ids: number[] }>("/api/banner/reorder", { place, ids });
