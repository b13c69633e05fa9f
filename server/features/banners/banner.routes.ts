import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BANNER_PLACES } from "../../../shared/constants.ts";
import {
  bannerAnswer,
  bannerCreateBody,
  bannerIdBody,
  bannerReorderBody,
  bannerUpdateBody,
  idAnswer,
} from "../../../shared/schemas/content.ts";
import { requires } from "../../plugins/access.ts";
import { createBanner, deleteBanner, reorderBanners, updateBanner } from "./banner-writes.ts";

/** Banner writes; the list is the generic `GET /api/banner/list`. */
export async function bannerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["banner"];

  api.post(
    "/api/banner/create",
    {
      config: { access: requires("banner", "create") },
      schema: {
        tags,
        summary: "Add a banner at the end of its place",
        body: bannerCreateBody,
        response: { 200: bannerAnswer },
      },
    },
    async (request) => ({
      data: { banner: await createBanner(app.db, request.actor, request.body) },
    }),
  );

  api.post(
    "/api/banner/update",
    {
      config: { access: requires("banner", "update") },
      schema: {
        tags,
        summary: "Change a banner",
        body: bannerUpdateBody,
        response: { 200: bannerAnswer },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return { data: { banner: await updateBanner(app.db, request.actor, id, fields) } };
    },
  );

  api.post(
    "/api/banner/delete",
    {
      config: { access: requires("banner", "delete") },
      schema: { tags, summary: "Delete a banner", body: bannerIdBody, response: { 200: idAnswer } },
    },
    async (request) => {
      await deleteBanner(app.db, request.actor, request.body.id);
      return { data: { id: request.body.id } };
    },
  );

  api.post(
    "/api/banner/reorder",
    {
      config: { access: requires("banner", "update") },
      schema: {
        tags,
        summary: "Put every banner of a place in a new order",
        body: bannerReorderBody,
        response: {
          200: z.object({
            data: z.object({ place: z.enum(BANNER_PLACES), ids: z.array(z.number()) }),
          }),
        },
      },
    },
    async (request) => ({
      data: await reorderBanners(app.db, request.actor, request.body.place, request.body.ids),
    }),
  );
}
