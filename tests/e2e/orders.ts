// An open order of a student, made the way the checkout page makes it (shared by the specs that pay one).
import { type Browser, expect } from "@playwright/test";
import { signInAs } from "./sign-in.ts";

export interface OpenOrder {
  id: number;
  reference_code: string;
  amount: number;
  courseName: string;
  accountNumber: string;
}

/**
 * A student's open order, made the way the checkout page makes it (`POST /api/order/checkout`)
 * in a context of their own: the first paid public course (from `skip`) they do not own yet.
 */
export async function openOrder(
  browser: Browser,
  baseURL: string,
  email: string,
  skip = 0,
): Promise<OpenOrder> {
  const context = await browser.newContext({ baseURL });
  try {
    await signInAs(context, email, baseURL);
    const filters = JSON.stringify([
      ["price", ">", 0],
      ["visibility", "=", "PUBLIC"],
      ["delivery", "=", "ONLINE"],
    ]);
    const courses = await context.request.get(
      `/api/course/list?filters=${encodeURIComponent(filters)}&orders=${encodeURIComponent('[["id","asc"]]')}`,
    );
    expect(courses.ok()).toBe(true);
    const items = (await courses.json()).data.items as { id: number; name: string }[];
    for (const course of items.slice(skip)) {
      const res = await context.request.post("/api/order/checkout", {
        data: { type: "course", id: course.id },
      });
      expect(res.ok(), await res.text()).toBe(true);
      const answer = (await res.json()).data;
      if (answer.kind !== "order") continue;
      return {
        ...answer.order,
        courseName: course.name,
        accountNumber: answer.payment.bank.accountNumber,
      };
    }
    throw new Error(`No course left for ${email} to buy`);
  } finally {
    await context.close();
  }
}
