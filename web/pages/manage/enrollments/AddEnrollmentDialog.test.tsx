import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "../../../test-utils.tsx";
import { AddEnrollmentDialog } from "./AddEnrollmentDialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const student = { id: 3, full_name: "Vũ Thị Lan", email: "lan@example.com" };
const course = { id: 4, name: "Excel thực chiến", price: 750_000 };

describe("add enrollment dialog", () => {
  it("fills the fee from the picked course and posts every field", async () => {
    const onAdded = vi.fn();
    const calls = stubApi({
      "GET /api/user/list": () => ({ items: [student], refs: {}, total: 1 }),
      "GET /api/course/list": () => ({ items: [course], refs: {}, total: 1 }),
      "POST /api/enrollment/create": () => ({ id: 30, message: "ok" }),
    });
    renderWithApp(<AddEnrollmentDialog onClose={() => {}} onAdded={onAdded} />);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByTestId("student-picker"));
    fireEvent.click(await screen.findByRole("option", { name: "Vũ Thị Lan · lan@example.com" }));
    fireEvent.click(within(dialog).getByTestId("course-picker"));
    // Picking the course sets two fields at once: the course and the fee.
    fireEvent.click(await screen.findByRole("option", { name: "Excel thực chiến" }));
    expect((within(dialog).getByLabelText("Học phí (VNĐ)") as HTMLInputElement).value).toBe(
      "750.000 đ",
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Thêm" }));
    });
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { userId: 3, courseId: 4, status: "ACTIVE", fee: 750_000 },
    ]);
  });
});
