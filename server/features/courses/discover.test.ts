import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISCOVER_MAX_LIMIT, parseDiscoverParams } from "../../../shared/course-discover.ts";
import { COURSE_CARD_WITH_FIGURES_FIELDS } from "../../../shared/page-queries.ts";
import { salePrice } from "../../../shared/pricing.ts";
import { courseSearchColumns } from "../../../shared/search.ts";
import {
  createCourse,
  createImage,
  createPromotion,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { visitor } from "../../policies/actor.ts";
import { registry } from "../list/registry.ts";
import { discoverCourses } from "./discover.ts";

type Item = { id: number; name: string; price: number; priority: number; promotion_id: number };
type Answer = {
  items: Item[];
  refs: Record<string, Record<string, Record<string, unknown>>>;
  total: number;
};

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(engines())("course discovery on %s", (engine) => {
  let t: TestApp;
  let adminCookie: { cookie: string };
  /** Course ids by a short name of the test's own. */
  const id: Record<string, number> = {};

  async function discover(query: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ url: `/api/course/discover?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Answer }).data;
  }
  const namesOf = (answer: Answer) => answer.items.map((item) => item.name);
  const idsOf = (answer: Answer) => answer.items.map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await createUser(t.db, { role: "ADMIN" });
    adminCookie = await signIn(t, admin.id);
    const creator = await createUser(t.db, { full_name: "Trần Thị Giảng", role: "ADMIN" });
    const course = async (key: string, values: Parameters<typeof createCourse>[1]) => {
      id[key] = (await createCourse(t.db, values)).id;
    };

    // Search. No other course mentions "lập trình", "excel" or "đồ họa" anywhere.
    await course("web", { name: "Lập trình Web cơ bản", priority: 5 });
    await course("privatePython", {
      name: "Lập trình Python nâng cao",
      priority: 9,
      visibility: "PRIVATE",
    });
    await course("archivedJava", {
      name: "Lập trình Java",
      priority: 9,
      visibility: "ARCHIVED",
    });
    await course("mobile", { name: "LẬP TRÌNH di động", priority: 1 });
    await course("go", { name: "Lap trinh Go", priority: 0 });
    await course("excelExact", { name: "Excel cơ bản cho kế toán", priority: 0 });
    await course("excelWords", { name: "Cơ bản về Excel", priority: 7 });
    await course("excelDescription", {
      name: "Tin học văn phòng",
      description: "Word và Excel cơ bản cho người đi làm",
      priority: 8,
    });
    await course("graphics", { name: "Thiết kế đồ họa", priority: 3 });
    await course("graphics3d", { name: "Do hoa 3D", priority: 10 });
    await course("percent", { name: "Giảm 50% học phí" });
    await course("underscore", { name: "Đặt tên biến snake_case" });
    await course("quote", { name: "Lớp 'đặc biệt' mùa hè" });

    // Prices and promotions.
    const running100 = await createPromotion(t.db, { discount_percentage: 100 });
    const running30 = await createPromotion(t.db, { discount_percentage: 30 });
    const running33 = await createPromotion(t.db, { discount_percentage: 33 });
    const expired = await createPromotion(t.db, {
      discount_percentage: 50,
      start_time: at(-10 * DAY),
      end_time: at(-DAY),
    });
    const future = await createPromotion(t.db, {
      discount_percentage: 50,
      start_time: at(DAY),
      end_time: at(10 * DAY),
    });
    const hidden100 = await createPromotion(t.db, {
      discount_percentage: 100,
      visibility: "PRIVATE",
    });
    const avatar = await createImage(t.db);
    await course("free", { name: "Nhập môn miễn phí", price: 0 });
    await course("freeBy100", {
      name: "Khuyến mãi toàn phần",
      price: 300_000,
      promotion_id: running100.id,
    });
    // A PRIVATE promotion discounts nothing (docs/decisions/011).
    await course("hiddenPromo", {
      name: "Ưu đãi nội bộ",
      price: 250_000,
      promotion_id: hidden100.id,
    });
    await course("expiredPromo", {
      name: "Hết khuyến mãi",
      price: 200_000,
      promotion_id: expired.id,
    });
    await course("futurePromo", {
      name: "Sắp khuyến mãi",
      price: 400_000,
      promotion_id: future.id,
    });
    await course("running30", {
      name: "Giảm ba mươi",
      price: 1_000_000,
      promotion_id: running30.id,
      avatar_image_id: avatar.id,
      creator_id: creator.id,
    });
    await course("floor", { name: "Làm tròn xuống", price: 99_999, promotion_id: running33.id });
    // price × 70 is beyond a 32-bit integer: the sale price must not overflow on PostgreSQL.
    await course("expensive", {
      name: "Khoá cao cấp",
      price: 50_000_000,
      promotion_id: running30.id,
    });

    await course("onsite", { name: "Lớp tại chỗ", delivery: "ONSITE" });
    await course("remote", {
      name: "Lớp trực tuyến",
      delivery: "REMOTE",
      meeting_url: "https://meet.example/x",
    });

    // Enough equal priorities to need the id tie-break while paging, and more public courses
    // than one request may ask for.
    for (let n = 1; n <= 30; n++) await course(`group${n}`, { name: `Khoá nhóm số ${n}` });
    // "do" and "hoa" inside other words: no match for "đồ họa".
    await t.db
      .updateTable("course")
      .set({
        description: "Dành cho doanh nghiệp: khoá học thực hành",
        ...courseSearchColumns("Khoá nhóm số 1", "Dành cho doanh nghiệp: khoá học thực hành"),
      })
      .where("id", "=", id.group1 as number)
      .execute();
  });
  afterAll(() => t.close());

  describe("search", () => {
    it('finds all and only the "Lập trình" courses for "lap trinh", the exact spelling first', async () => {
      const answer = await discover("q=lap+trinh");
      // "Lap trinh Go" is spelt as typed; the others match without diacritics, by priority.
      expect(namesOf(answer)).toEqual([
        "Lap trinh Go",
        "Lập trình Web cơ bản",
        "LẬP TRÌNH di động",
      ]);
      expect(answer.total).toBe(3);
    });

    it("ranks the diacritic-exact spelling first whatever its case", async () => {
      const answer = await discover(`q=${encodeURIComponent("lập trình")}`);
      expect(namesOf(answer)).toEqual([
        "Lập trình Web cơ bản",
        "LẬP TRÌNH di động",
        "Lap trinh Go",
      ]);
    });

    it("matches đ with d both ways", async () => {
      const withD = await discover(`q=${encodeURIComponent("đồ họa")}`);
      expect(namesOf(withD)).toEqual(["Thiết kế đồ họa", "Do hoa 3D"]);
      const plain = await discover("q=do+hoa");
      expect(namesOf(plain)).toEqual(["Do hoa 3D", "Thiết kế đồ họa"]);
      const upper = await discover(`q=${encodeURIComponent("ĐỒ HỌA")}`);
      expect(namesOf(upper)).toEqual(["Thiết kế đồ họa", "Do hoa 3D"]);
    });

    it("ranks the phrase in the name, then all its words in the name, then the description", async () => {
      const answer = await discover("q=excel+co+ban");
      expect(namesOf(answer)).toEqual([
        "Excel cơ bản cho kế toán",
        "Cơ bản về Excel",
        "Tin học văn phòng",
      ]);
    });

    it("takes %, _ and ' literally", async () => {
      expect(namesOf(await discover("q=%25"))).toEqual(["Giảm 50% học phí"]);
      expect(namesOf(await discover("q=_"))).toEqual(["Đặt tên biến snake_case"]);
      expect(namesOf(await discover("q='"))).toEqual(["Lớp 'đặc biệt' mùa hè"]);
      expect(namesOf(await discover(`q=${encodeURIComponent("' or 1=1 --")}`))).toEqual([]);
      expect((await discover("q=zzzz")).total).toBe(0);
    });

    it("sorts matches by price when asked, search rank aside", async () => {
      const answer = await discover("q=khoa&sort=price_desc");
      expect(answer.items[0]?.id).toBe(id.expensive);
    });
  });

  describe("filters", () => {
    it("free means a sale price of 0 now, a 100 % promotion included", async () => {
      const answer = await discover("price=free");
      expect(idsOf(answer).sort()).toEqual([id.free, id.freeBy100].sort());
      expect(answer.total).toBe(2);
    });

    it("paid is everything else public, expired and future promotions at full price", async () => {
      const all = await discover("sort=price_asc&limit=2");
      const paid = await discover("price=paid&sort=price_asc&limit=2");
      expect(idsOf(all).sort()).toEqual([id.free, id.freeBy100].sort());
      expect(paid.total).toBe(all.total - 2);
      const expiredAndFuture = await discover("price=paid&q=khuyen+mai&sort=price_asc");
      expect(namesOf(expiredAndFuture)).toEqual(["Hết khuyến mãi", "Sắp khuyến mãi"]);
    });

    it("on_promotion keeps only courses whose promotion runs now", async () => {
      const answer = await discover("on_promotion=1");
      expect(idsOf(answer).sort()).toEqual(
        [id.freeBy100, id.running30, id.floor, id.expensive].sort(),
      );
      expect((await discover("on_promotion=true&price=free")).items.map((i) => i.id)).toEqual([
        id.freeBy100,
      ]);
    });

    it("reads the time of each request, though it keeps the statement: a promotion runs when its time comes", async () => {
      const onPromotion = parseDiscoverParams(new URLSearchParams("on_promotion=1"));
      const runningAt = async (offsetMs: number) =>
        (
          await discoverCourses(
            t.db,
            registry,
            onPromotion,
            visitor(),
            new Date(Date.now() + offsetMs),
          )
        ).items.map((item) => item.id);
      const today = await runningAt(0);
      const inTwoDays = await runningAt(2 * DAY);
      const lastWeek = await runningAt(-5 * DAY);
      expect(today).not.toContain(id.futurePromo);
      expect(inTwoDays).toContain(id.futurePromo);
      expect(today).not.toContain(id.expiredPromo);
      expect(lastWeek).toContain(id.expiredPromo);
    });

    it("filters by delivery", async () => {
      expect(idsOf(await discover("delivery=onsite"))).toEqual([id.onsite]);
      expect(idsOf(await discover("delivery=REMOTE"))).toEqual([id.remote]);
    });

    it("lists PUBLIC courses only, for visitors and staff alike", async () => {
      const hidden = [id.privatePython, id.archivedJava];
      for (const headers of [{}, adminCookie]) {
        const all = [
          ...idsOf(await discover(`limit=${DISCOVER_MAX_LIMIT}`, headers)),
          ...idsOf(
            await discover(`limit=${DISCOVER_MAX_LIMIT}&offset=${DISCOVER_MAX_LIMIT}`, headers),
          ),
        ];
        expect(all.length).toBeGreaterThan(DISCOVER_MAX_LIMIT);
        for (const courseId of hidden) expect(all).not.toContain(courseId);
        const searched = await discover("q=lap+trinh", headers);
        expect(idsOf(searched)).toEqual([id.go, id.web, id.mobile]);
      }
    });
  });

  describe("sorting and paging", () => {
    /** Every public course with what the sorts read, straight from the database. */
    async function catalogue() {
      const rows = await t.db
        .selectFrom("course")
        .leftJoin("promotion", "promotion.id", "course.promotion_id")
        .select([
          "course.id",
          "course.price",
          "course.priority",
          "course.create_time",
          "promotion.discount_percentage",
          "promotion.start_time as promotion_start",
          "promotion.end_time as promotion_end",
          "promotion.visibility as promotion_visibility",
        ])
        .where("course.visibility", "=", "PUBLIC")
        .execute();
      const now = new Date();
      return rows.map((r) => ({
        id: r.id,
        priority: r.priority,
        created: Date.parse(r.create_time),
        sale:
          r.discount_percentage === null
            ? r.price
            : salePrice(
                r.price,
                {
                  discount_percentage: r.discount_percentage,
                  start_time: r.promotion_start as string,
                  end_time: r.promotion_end as string,
                  visibility: r.promotion_visibility as string,
                },
                now,
              ),
      }));
    }
    type Entry = Awaited<ReturnType<typeof catalogue>>[number];
    const tieBreak = (a: Entry, b: Entry) => b.priority - a.priority || b.id - a.id;

    it.each([
      ["relevance", (a: Entry, b: Entry) => tieBreak(a, b)],
      ["priority", (a: Entry, b: Entry) => tieBreak(a, b)],
      ["newest", (a: Entry, b: Entry) => b.created - a.created || tieBreak(a, b)],
      ["price_asc", (a: Entry, b: Entry) => a.sale - b.sale || tieBreak(a, b)],
      ["price_desc", (a: Entry, b: Entry) => b.sale - a.sale || tieBreak(a, b)],
    ])("sorts by %s, ties by priority then id", async (sort, compare) => {
      const expected = (await catalogue()).sort(compare).map((c) => c.id);
      const first = await discover(`sort=${sort}&limit=${DISCOVER_MAX_LIMIT}`);
      const rest = await discover(
        `sort=${sort}&limit=${DISCOVER_MAX_LIMIT}&offset=${DISCOVER_MAX_LIMIT}`,
      );
      expect([...idsOf(first), ...idsOf(rest)]).toEqual(expected);
      expect(first.total).toBe(expected.length);
    });

    it("sale prices are floored: 99 999 at 33 % off costs 66 999", async () => {
      const cheapest = await discover("on_promotion=1&price=paid&sort=price_asc&limit=1");
      expect(cheapest.items[0]?.id).toBe(id.floor);
      const catalogueRow = (await catalogue()).find((c) => c.id === id.floor);
      expect(catalogueRow?.sale).toBe(66_999);
    });

    it.each([
      ["", "sort=priority"],
      ["with search text", "q=khoa+nhom+so"],
      ["by price", "sort=price_asc"],
    ])("pages by 12 without repeats or gaps (%s)", async (_label, query) => {
      // The whole list in pages of the largest size, to compare the pages of 12 with.
      const whole: number[] = [];
      let total = 0;
      do {
        const page = await discover(`${query}&limit=${DISCOVER_MAX_LIMIT}&offset=${whole.length}`);
        total = page.total;
        whole.push(...idsOf(page));
      } while (whole.length < total);
      expect(total).toBeGreaterThan(12);
      const seen: number[] = [];
      for (let offset = 0; offset < total; offset += 12) {
        const page = await discover(`${query}&offset=${offset}`);
        expect(page.total).toBe(total);
        expect(page.items.length).toBe(Math.min(12, total - offset));
        seen.push(...idsOf(page));
      }
      expect(seen).toEqual(whole);
      expect(new Set(seen).size).toBe(total);
      const pastTheEnd = await discover(`${query}&offset=${total}`);
      expect(pastTheEnd.items).toEqual([]);
      expect(pastTheEnd.total).toBe(total); // no row carries the window count: counted apart
    });
  });

  describe("answer shape and bad input", () => {
    it("answers items and card refs exactly as the course list does for a card's fields", async () => {
      const discovered = await discover("on_promotion=1&sort=price_desc&limit=2");
      const running = discovered.items.find((item) => item.id === id.running30);
      expect(running).toBeDefined();
      const filters = encodeURIComponent(JSON.stringify([["id", "=", id.running30]]));
      const refNames = encodeURIComponent(JSON.stringify(["image", "user", "promotion"]));
      const fields = encodeURIComponent(JSON.stringify(COURSE_CARD_WITH_FIGURES_FIELDS));
      const res = await t.app.inject({
        url: `/api/course/list?filters=${filters}&refNames=${refNames}&fields=${fields}`,
      });
      const listed = (res.json() as { data: Answer }).data;
      expect(running).toEqual(listed.items[0]);
      for (const name of ["image", "user", "promotion"]) {
        expect(discovered.refs[name]).toMatchObject(listed.refs[name] ?? {});
      }
      expect(Object.keys(discovered.refs.image ?? {})).toHaveLength(1);
      expect(Object.keys(discovered.refs.user ?? {})).toHaveLength(1);
      // What a card shows, with its figures, and nothing it does not.
      expect(running).toHaveProperty("lesson_count");
      for (const absent of ["description", "objectives", "requirements", "introduction"]) {
        expect(running).not.toHaveProperty(absent);
      }
      expect(Object.keys(Object.values(discovered.refs.image ?? {})[0] ?? {}).sort()).toEqual(
        ["id", "path", "basename", "extension", "width", "height", "variants"].sort(),
      );
    });

    it("keeps a remote course's meeting link from visitors", async () => {
      const answer = await discover("delivery=remote");
      expect(answer.items[0]?.id).toBe(id.remote);
      // A card does not show the link: discovery never answers it (docs/decisions/063).
      expect(answer.items[0]).not.toHaveProperty("meeting_url");
    });

    it.each([
      ["unknown words", "sort=cheapest&price=cheap&delivery=moon&on_promotion=maybe"],
      ["non-numbers", "limit=abc&offset=-3"],
      ["a negative limit", "limit=-5"],
      ["exponents and fractions", "limit=1e3&offset=1.5"],
      ["repeated parameters", "q=a&q=b&sort=newest&sort=price_asc"],
      ["broken percent-encoding", "q=%E0%A4%A"],
      ["a huge search text", `q=${"x".repeat(5000)}`],
      ["a huge limit", "limit=99999999999999999999"],
      ["unknown parameters", "filters=%5B%5D&unknown=1"],
    ])("falls back to defaults for %s, never an error", async (_label, query) => {
      const res = await t.app.inject({ url: `/api/course/discover?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      const { items } = (res.json() as { data: Answer }).data;
      expect(items.length).toBeLessThanOrEqual(DISCOVER_MAX_LIMIT);
    });

    it("uses the default query for unreadable values and caps the limit", async () => {
      const defaults = await discover("");
      expect(defaults.items).toHaveLength(12);
      expect(await discover("sort=cheapest&price=cheap&limit=abc&offset=x")).toEqual(defaults);
      expect((await discover("limit=1000")).items).toHaveLength(DISCOVER_MAX_LIMIT);
    });
  });
});
