import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CourseRow, ImageRow, ListResult } from "../api/records.ts";
import { renderWithApp } from "../test-utils.tsx";
import { CourseCard } from "./CourseCard.tsx";

const NOW = new Date("2026-11-22T07:00:00.000Z");

function image(id: number, basename: string): ImageRow {
  return {
    id,
    title: null,
    path: "images/2026/11/",
    basename,
    extension: ".jpg",
    width: 960,
    height: 640,
    variants: { "0w": 960, "100w": 100, "320w": 320, "640w": 640 },
  };
}

const course: CourseRow = {
  id: 5,
  slug: "lap-trinh-python",
  name: "Lập trình Python",
  description: "",
  price: 500_000,
  avatar_image_id: 1,
  promotional_avatar_image_id: 2,
  sharing_avatar_image_id: null,
  sharing_image_id: null,
  promotional_image_id: null,
  promotion_id: 3,
  creator_id: 4,
  visibility: "PUBLIC",
  objectives: "",
  requirements: "",
  introduction: null,
  delivery: "ONLINE",
  start_time: null,
  end_time: null,
  location: null,
  meeting_url: null,
  priority: 0,
  update_time: "2026-11-01T00:00:00.000Z",
};

const refs: ListResult["refs"] = {
  image: { 1: image(1, "normal"), 2: image(2, "promo") },
  user: { 4: { id: 4, full_name: "Trần Văn An" } },
  promotion: {
    3: {
      id: 3,
      slug: "tet",
      name: "Tết",
      discount_percentage: 50,
      start_time: "2026-11-01T00:00:00.000Z",
      end_time: "2026-12-01T00:00:00.000Z",
    },
  },
};

afterEach(cleanup);

describe("CourseCard", () => {
  it("links to the course and shows name, creator and the promotional price and image", () => {
    renderWithApp(<CourseCard course={course} refs={refs} now={NOW} />);
    const card = screen.getByTestId("course-card");
    expect(card.getAttribute("href")).toBe("/courses/lap-trinh-python");
    expect(screen.getByRole("heading", { name: "Lập trình Python" })).toBeTruthy();
    expect(card.textContent).toContain("Trần Văn An");
    expect(screen.getByTestId("sale-price").textContent).toBe("250.000đ");
    const img = card.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/media/images/2026/11/promo.jpg");
    expect(img?.getAttribute("srcset")).toContain("/media/images/2026/11/promo-320w.jpg 320w");
  });

  it("falls back to the normal image when no promotion runs", () => {
    const later = new Date("2027-01-01T00:00:00.000Z");
    renderWithApp(<CourseCard course={course} refs={refs} now={later} />);
    const img = screen.getByTestId("course-card").querySelector("img");
    expect(img?.getAttribute("src")).toBe("/media/images/2026/11/normal.jpg");
    expect(screen.getByTestId("sale-price").textContent).toBe("500.000đ");
  });

  it("a view card shows no action", () => {
    renderWithApp(<CourseCard course={course} refs={refs} now={NOW} />);
    const card = screen.getByTestId("course-card");
    expect(card.textContent).not.toContain("Vào học ngay");
    expect(screen.queryByTestId("awaiting-payment")).toBeNull();
  });

  it("a learn card leads to learning with Learn now instead of the price", () => {
    renderWithApp(<CourseCard course={course} refs={refs} type="learn" now={NOW} />);
    const card = screen.getByRole("link", { name: /Lập trình Python.*Vào học ngay/ });
    expect(card.getAttribute("href")).toBe("/learning/5");
    expect(screen.queryByTestId("course-price")).toBeNull();
    expect(screen.queryByTestId("awaiting-payment")).toBeNull();
  });

  it("a learn card in the library shows how much of the course is completed", () => {
    renderWithApp(<CourseCard course={course} refs={refs} type="learn" progress={40} now={NOW} />);
    const progress = screen.getByTestId("course-progress");
    expect(progress.textContent).toContain("Đã hoàn thành 40%");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
  });

  it("a checkout card is awaiting payment and leads to the checkout of its order", () => {
    renderWithApp(
      <CourseCard
        course={course}
        refs={refs}
        type="checkout"
        checkoutItem={{ type: "combo", id: 9 }}
        now={NOW}
      />,
    );
    const card = screen.getByTestId("course-card");
    expect(card.getAttribute("href")).toBe("/checkout/combo/9");
    expect(screen.getByTestId("awaiting-payment").textContent).toBe("Chờ thanh toán");
    expect(card.textContent).toContain("Hoàn tất đăng ký");
    expect(screen.queryByTestId("course-price")).toBeNull();
  });

  it("a checkout card without an order goes to the course's own checkout", () => {
    renderWithApp(<CourseCard course={course} refs={refs} type="checkout" now={NOW} />);
    expect(screen.getByTestId("course-card").getAttribute("href")).toBe("/checkout/course/5");
  });

  it("a view card shows length, lessons, level and learners from the list's figures", () => {
    renderWithApp(
      <CourseCard
        course={{
          ...course,
          duration_seconds: 3 * 3600 + 25 * 60 + 10,
          lesson_count: 24,
          level: "BEGINNER",
          learner_count: 1234,
        }}
        refs={refs}
        now={NOW}
      />,
    );
    const facts = screen.getByTestId("course-facts");
    const fact = (name: string) => facts.querySelector(`[data-fact="${name}"]`)?.textContent;
    expect(fact("duration")).toBe("3 giờ 25 phút");
    expect(fact("lessons")).toBe("24 bài học");
    expect(fact("level")).toBe("Cơ bản");
    expect(fact("learners")).toBe("1.234 học viên");
  });

  it("leaves out a figure the answer does not carry, and a length of 0", () => {
    renderWithApp(
      <CourseCard
        course={{ ...course, duration_seconds: 0, lesson_count: 1 }}
        refs={refs}
        now={NOW}
      />,
    );
    const facts = screen.getByTestId("course-facts");
    expect([...facts.querySelectorAll("[data-fact]")].map((li) => li.textContent)).toEqual([
      "1 bài học",
    ]);
  });

  it("a featured course wears the Featured badge in the catalogue, not in the library", () => {
    renderWithApp(<CourseCard course={{ ...course, is_featured: 1 }} refs={refs} now={NOW} />);
    expect(screen.getByTestId("course-featured").textContent).toBe("Nổi bật");
    cleanup();
    renderWithApp(<CourseCard course={{ ...course, is_featured: 0 }} refs={refs} now={NOW} />);
    expect(screen.queryByTestId("course-featured")).toBeNull();
    cleanup();
    renderWithApp(
      <CourseCard course={{ ...course, is_featured: 1 }} refs={refs} type="learn" now={NOW} />,
    );
    expect(screen.queryByTestId("course-featured")).toBeNull();
  });
});
