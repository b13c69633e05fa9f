import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeSearch } from "../../../shared/search.ts";
import { createCourse } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

/**
 * Course discovery's search runs in SQL (discover.ts): the same courses in the same order on
 * SQLite and PostgreSQL, and the same as the rule it replaced (the reference below, the
 * TypeScript ranking of before, kept here as the specification).
 */

const COURSES: Array<{ name: string; description: string; priority: number }> = [
  {
    name: "Lập trình Web cơ bản",
    description: "HTML, CSS và JavaScript cho người mới",
    priority: 5,
  },
  { name: "LẬP TRÌNH di động", description: "Ứng dụng Android và iOS", priority: 1 },
  { name: "Lap trinh Go", description: "", priority: 0 },
  { name: "Thiết kế đồ họa", description: "Photoshop, Illustrator: đồ họa quảng cáo", priority: 3 },
  { name: "Do hoa 3D", description: "Blender cho người mới bắt đầu", priority: 10 },
  { name: "Excel cơ bản cho kế toán", description: "Hàm, bảng tính, báo cáo", priority: 0 },
  { name: "Cơ bản về Excel", description: "", priority: 7 },
  { name: "Tin học văn phòng", description: "Word và Excel cơ bản cho người đi làm", priority: 2 },
  { name: "Giảm 50% học phí", description: "Ưu đãi (đặc biệt) cho học viên cũ", priority: 0 },
  { name: "Đặt tên biến snake_case", description: "Quy ước đặt tên trong Python", priority: 0 },
  {
    name: "Lớp 'đặc biệt' mùa hè",
    description: "Dành cho doanh nghiệp: khoá học thực hành",
    priority: 4,
  },
  {
    name: "Tiếng Anh giao tiếp",
    description: "Giao tiếp công sở, phỏng vấn xin việc",
    priority: 6,
  },
  {
    name: "Quản trị doanh nghiệp nhỏ",
    description: "Kế toán, nhân sự, lập kế hoạch kinh doanh",
    priority: 2,
  },
  { name: "Kỹ năng thuyết trình", description: "Tự tin nói trước đám đông", priority: 1 },
  { name: "C++ nâng cao", description: "Con trỏ, template và STL (C++17)", priority: 3 },
  { name: "Khoá học Đường lối", description: "đường lối, duong loi và DUONG LOI", priority: 0 },
];

const QUERIES = [
  "lap trinh",
  "lập trình",
  "LẬP TRÌNH",
  "đồ họa",
  "do hoa",
  "excel co ban",
  "co ban",
  "%",
  "_",
  "'",
  "c++",
  "duong loi",
  "đường",
  "doanh nghiep",
  "nguoi moi",
  "giao tiep",
  "tieng anh giao tiep",
  "thuc hanh",
  "xyz khong co",
  "a",
  "ke",
];

// ---- The rule of before, in TypeScript (per request over every public course) -------------
const foldCase = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
const WORD = /[\p{L}\p{N}]/u;
function atWordStart(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (at === 0 || !WORD.test(text[at - 1] ?? "")) return true;
  }
  return false;
}
function referenceRank(course: (typeof COURSES)[number], q: string): number | null {
  const phrase = normalizeSearch(q);
  const words = [...new Set(phrase.split(" "))];
  if (foldCase(course.name).includes(foldCase(q))) return 0;
  const name = normalizeSearch(course.name);
  if (name.includes(phrase)) return 1;
  if (words.every((w) => atWordStart(name, w))) return 2;
  const description = normalizeSearch(course.description ?? "");
  if (atWordStart(description, phrase)) return 3;
  if (words.every((w) => atWordStart(description, w))) return 4;
  return null;
}
function referenceOrder(q: string): string[] {
  return COURSES.map((c, i) => ({ c, i, rank: referenceRank(c, q) }))
    .filter((x) => x.rank !== null)
    .sort((a, b) => a.rank! - b.rank! || b.c.priority - a.c.priority || b.i - a.i)
    .map((x) => x.c.name);
}

describe("course discovery search in SQL", () => {
  const apps: Partial<Record<string, TestApp>> = {};

  beforeAll(async () => {
    for (const engine of engines()) {
      const t = await createTestApp(engine);
      for (const course of COURSES) await createCourse(t.db, course);
      apps[engine] = t;
    }
  });
  afterAll(async () => {
    for (const t of Object.values(apps)) await t?.close();
  });

  const search = async (t: TestApp, q: string) => {
    const res = await t.app.inject(`/api/course/discover?q=${encodeURIComponent(q)}&limit=50`);
    expect(res.statusCode).toBe(200);
    return res.json().data.items.map((c: { name: string }) => c.name) as string[];
  };

  it("answers every query with the courses and order of the rule it replaced, on each engine", async () => {
    for (const [engine, t] of Object.entries(apps)) {
      for (const q of QUERIES) {
        expect(await search(t!, q), `${engine}: ${q}`).toEqual(referenceOrder(q));
      }
    }
  });

  it("gives identical ordered results on SQLite and PostgreSQL", async () => {
    const { sqlite, postgres } = apps;
    if (!sqlite || !postgres) return; // PostgreSQL is not part of this run
    for (const q of QUERIES) {
      expect(await search(postgres, q), q).toEqual(await search(sqlite, q));
    }
  });
});
