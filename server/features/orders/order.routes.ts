import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  checkoutAnswers,
  checkoutBodySchema,
  orderStatusQuerySchema,
} from "../../../shared/schemas/orders.ts";
import { notFound } from "../../lib/app-error.ts";
import { SIGNED_IN } from "../../plugins/access.ts";
import { checkout } from "./checkout.ts";
import { checkoutAnswer, publicOrder } from "./checkout-answer.ts";
import { amountReceived, findOrder } from "./order.queries.ts";

/** The student's side of orders: checkout, and the status the checkout page polls. */
export async function orderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/order/checkout",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["orders"],
        summary: "Create or return the open order of a course or combo, with how to pay it",
        body: checkoutBodySchema,
        response: checkoutAnswers.checkout,
      },
    },
    async (request) => {
      const user = request.actor.user!;
      const result = await checkout(app.db, {
        user,
        type: request.body.type,
        itemId: request.body.id,
        now: new Date(),
        bankConfigured: app.config.bank !== undefined,
      });
      return { data: await checkoutAnswer(app.db, result, app.config.bank) };
    },
  );

  api.get(
    "/api/order/status",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["orders"],
        summary: "One of the student's own orders, for the checkout page to watch",
        querystring: orderStatusQuerySchema,
        response: checkoutAnswers.status,
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.query.id);
      // Someone else's order is answered as missing: its existence is not the asker's business.
      if (!order || order.user_id !== request.actor.user!.id) throw notFound();
      return { data: publicOrder(order, await amountReceived(app.db, order.id)) };
    },
  );
}
