import { describe, expect, it } from "vitest";
import { ADMIN_ROLES, ROLES, STAFF_ROLES } from "./constants.ts";
import {
  articleSlugForRoute,
  buildPath,
  canAccess,
  DASHBOARD_NAV,
  FOOTER_LINKS,
  matchRoute,
  ROUTE_BY_KEY,
  ROUTES,
  type RouteKey,
  signInRouteFor,
} from "./routes.ts";

const SPEC_KEYS = [
  "home",
  "course",
  "course_discovery",
  "article",
  "article_discovery",
  "promotion",
  "terms_and_conditions",
  "privacy_policy",
  "user_profile",
  "register",
  "login",
  "forgot_password",
  "reset_password",
  "verify_email",
  "library",
  "learning",
  "account",
  "checkout",
  "dashboard",
];

const MANAGEMENT = [
  "image",
  "video",
  "audio",
  "document",
  "banner",
  "article",
  "article-category",
  "promotion",
  "combo",
  "course",
  "chapter",
  "lesson",
  "enrollment",
  "transaction",
  "user",
  "user-action",
  "quiz",
];

describe("route table", () => {
  it("has unique keys and paths and every key the route table of docs/product/screens-and-routes.md names", () => {
    expect(new Set(ROUTES.map((r) => r.key)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const key of SPEC_KEYS) expect(ROUTE_BY_KEY).toHaveProperty(key);
  });

  it("has every management screen on the dashboard layout, in the side navigation", () => {
    for (const name of MANAGEMENT) {
      const match = matchRoute(`/${name}-management`);
      expect(match?.route.layout).toBe("dashboard");
      expect(DASHBOARD_NAV).toContain(match?.key);
    }
    expect(DASHBOARD_NAV[0]).toBe("dashboard");
    expect(DASHBOARD_NAV).toHaveLength(MANAGEMENT.length + 1);
    expect(ROUTE_BY_KEY.home.layout).toBe("default");
  });

  it("gives media, article management and the dashboard to all staff, the rest to admins", () => {
    const staff: readonly RouteKey[] = [
      "dashboard",
      "image_management",
      "video_management",
      "audio_management",
      "document_management",
      "article_management",
      "article_category_management",
    ];
    // The roles that open a screen, read from the shared role matrix through the route's area.
    const openedBy = (key: RouteKey) =>
      ROLES.filter((role) => canAccess(ROUTE_BY_KEY[key], { role, status: "ACTIVE" }) === "ok");
    for (const key of staff) {
      expect(ROUTE_BY_KEY[key].access.kind, key).toBe("staff");
      expect(openedBy(key), key).toEqual([...STAFF_ROLES]);
    }
    const adminOnly = DASHBOARD_NAV.filter((key) => !staff.includes(key));
    expect(adminOnly).toHaveLength(11);
    for (const key of adminOnly) {
      expect(ROUTE_BY_KEY[key].access.kind, key).toBe("staff");
      expect(openedBy(key), key).toEqual([...ADMIN_ROLES]);
    }
  });
});

describe("matchRoute", () => {
  it("matches static and parameterised paths", () => {
    expect(matchRoute("/")?.key).toBe("home");
    expect(matchRoute("/courses")?.key).toBe("course_discovery");
    expect(matchRoute("/courses/lap-trinh-web")).toMatchObject({
      key: "course",
      params: { slug: "lap-trinh-web" },
    });
    expect(matchRoute("/combos")?.key).toBe("combo_discovery");
    expect(matchRoute("/promotions")?.key).toBe("promotion_discovery");
    expect(matchRoute("/certificates/AB12CD")?.params).toEqual({ code: "AB12CD" });
    expect(matchRoute("/notifications")?.key).toBe("notifications");
  });

  it("tolerates one trailing slash and ignores query and hash", () => {
    expect(matchRoute("/courses/")?.key).toBe("course_discovery");
    expect(matchRoute("/library?tab=all#top")?.key).toBe("library");
    expect(matchRoute("/courses//")).toBeNull();
    expect(matchRoute("//courses")).toBeNull();
  });

  it("decodes parameters and rejects malformed encoding", () => {
    expect(matchRoute("/articles/ti%E1%BA%BFng-vi%E1%BB%87t")?.params).toEqual({
      slug: "tiếng-việt",
    });
    expect(matchRoute("/articles/%E0%A4%A")).toBeNull();
  });

  it("applies the checkout constraints", () => {
    expect(matchRoute("/checkout/course/12")?.params).toEqual({ type: "course", id: "12" });
    expect(matchRoute("/checkout/combo/3")?.key).toBe("checkout");
    expect(matchRoute("/checkout/article/3")).toBeNull();
    expect(matchRoute("/checkout/Course/3")).toBeNull();
    expect(matchRoute("/checkout/course/0")).toBeNull();
    expect(matchRoute("/checkout/course/-1")).toBeNull();
    expect(matchRoute("/checkout/course/1.5")).toBeNull();
    expect(matchRoute("/checkout/course/012")).toBeNull();
    expect(matchRoute("/checkout/course/99999999999999999")).toBeNull();
  });

  it("requires positive integer ids for learning and profiles", () => {
    expect(matchRoute("/learning/4/17")?.params).toEqual({ courseId: "4", lessonId: "17" });
    expect(matchRoute("/learning/4")?.key).toBe("learning_resume");
    expect(matchRoute("/learning/x/17")).toBeNull();
    expect(matchRoute("/learning/4/abc")).toBeNull();
    expect(matchRoute("/user/7")?.params).toEqual({ id: "7" });
    expect(matchRoute("/user/me")).toBeNull();
  });

  it("returns null for anything else", () => {
    expect(matchRoute("/nope")).toBeNull();
    expect(matchRoute("/courses/a/b")).toBeNull();
    expect(matchRoute("/COURSES")).toBeNull();
    expect(matchRoute("courses")).toBeNull();
    expect(matchRoute("")).toBeNull();
  });
});

describe("buildPath", () => {
  it("fills and encodes parameters", () => {
    expect(buildPath("home")).toBe("/");
    expect(buildPath("course", { slug: "lap-trinh-web" })).toBe("/courses/lap-trinh-web");
    expect(buildPath("article", { slug: "a b/c?" })).toBe("/articles/a%20b%2Fc%3F");
    expect(buildPath("learning", { courseId: 4, lessonId: 17 })).toBe("/learning/4/17");
    expect(buildPath("checkout", { type: "combo", id: 3 })).toBe("/checkout/combo/3");
  });

  it("round-trips through matchRoute", () => {
    const path = buildPath("certificate", { code: "Mã 100%" });
    expect(matchRoute(path)?.params).toEqual({ code: "Mã 100%" });
  });

  it("appends a query string without empty values", () => {
    expect(buildPath("login", {}, { redirect: "/checkout/course/1", x: undefined })).toBe(
      "/login?redirect=%2Fcheckout%2Fcourse%2F1",
    );
    expect(buildPath("course_discovery", undefined, { q: "lập trình", page: 2 })).toBe(
      "/courses?q=l%E1%BA%ADp+tr%C3%ACnh&page=2",
    );
  });

  it("checks keys and parameters at compile time", () => {
    // @ts-expect-error: the course route needs a slug
    expect(() => buildPath("course")).toThrow(RangeError);
    // @ts-expect-error: no such route
    expect(() => buildPath("nope")).toThrow();
    // @ts-expect-error: the learning route needs lessonId too
    expect(() => buildPath("learning", { courseId: 1 })).toThrow(RangeError);
  });

  it("throws on a parameter the route would not match", () => {
    expect(() => buildPath("checkout", { type: "article", id: 3 })).toThrow(RangeError);
    expect(() => buildPath("user_profile", { id: 0 })).toThrow(RangeError);
    expect(() => buildPath("course", { slug: "" })).toThrow(RangeError);
  });
});

describe("canAccess", () => {
  const client = { role: "CLIENT", status: "ACTIVE" } as const;
  const pending = { role: "CLIENT", status: "PENDING" } as const;

  it("lets everyone open open routes", () => {
    expect(canAccess(ROUTE_BY_KEY.home, null)).toBe("ok");
    expect(canAccess(ROUTE_BY_KEY.certificate, client)).toBe("ok");
  });

  it("sends guests to login from signed-in and staff routes", () => {
    expect(canAccess(ROUTE_BY_KEY.library, null)).toBe("login");
    expect(canAccess(ROUTE_BY_KEY.dashboard, null)).toBe("login");
    expect(canAccess(ROUTE_BY_KEY.library, client)).toBe("ok");
    expect(canAccess(ROUTE_BY_KEY.checkout, pending)).toBe("ok");
  });

  it("sends signed-in users home from guest-only routes, except pending ones from verify-email", () => {
    expect(canAccess(ROUTE_BY_KEY.login, null)).toBe("ok");
    expect(canAccess(ROUTE_BY_KEY.login, client)).toBe("redirect_home");
    expect(canAccess(ROUTE_BY_KEY.login, pending)).toBe("redirect_home");
    expect(canAccess(ROUTE_BY_KEY.verify_email, null)).toBe("ok");
    expect(canAccess(ROUTE_BY_KEY.verify_email, pending)).toBe("ok");
    expect(canAccess(ROUTE_BY_KEY.verify_email, client)).toBe("redirect_home");
  });

  it("follows the role matrix of docs/product/roles-and-permissions.md", () => {
    const allowed = (key: keyof typeof ROUTE_BY_KEY) =>
      ROLES.filter((role) => canAccess(ROUTE_BY_KEY[key], { role, status: "ACTIVE" }) === "ok");
    expect(allowed("dashboard")).toEqual([...STAFF_ROLES]);
    expect(allowed("image_management")).toEqual([...STAFF_ROLES]);
    expect(allowed("article_management")).toEqual([...STAFF_ROLES]);
    expect(allowed("user_action_management")).toEqual(["ADMIN", "ADMIN_TRIAL"]);
    expect(allowed("transaction_management")).toEqual(["ADMIN", "ADMIN_TRIAL"]);
    expect(canAccess(ROUTE_BY_KEY.dashboard, client)).toBe("forbidden");
    expect(
      canAccess(ROUTE_BY_KEY.banner_management, { role: "CONTENT_MANAGER", status: "ACTIVE" }),
    ).toBe("forbidden");
  });

  it("treats inactive and banned users as guests", () => {
    const banned = { role: "ADMIN", status: "BANNED" } as const;
    expect(canAccess(ROUTE_BY_KEY.dashboard, banned)).toBe("login");
    expect(canAccess(ROUTE_BY_KEY.login, { role: "CLIENT", status: "INACTIVE" })).toBe("ok");
  });

  it("sends guests to register from checkout, to login elsewhere", () => {
    expect(signInRouteFor(ROUTE_BY_KEY.checkout)).toBe("register");
    expect(signInRouteFor(ROUTE_BY_KEY.library)).toBe("login");
  });
});

describe("content articles", () => {
  it("shows the footer's articles on their routes", () => {
    expect(articleSlugForRoute("terms_and_conditions")).toBe("dieu-khoan-su-dung");
    expect(articleSlugForRoute("privacy_policy")).toBe("chinh-sach-bao-mat");
    expect(articleSlugForRoute("help")).toBe("huong-dan-thanh-toan");
    expect(articleSlugForRoute("home")).toBeNull();
  });

  it("links the footer to four articles, every link a known route", () => {
    expect(FOOTER_LINKS.map((l) => l.slug)).toEqual([
      "ve-chung-toi",
      "dieu-khoan-su-dung",
      "chinh-sach-bao-mat",
      "huong-dan-thanh-toan",
    ]);
    expect(FOOTER_LINKS[0]?.path).toBe("/articles/ve-chung-toi");
    for (const link of FOOTER_LINKS) expect(matchRoute(link.path)).not.toBeNull();
  });
});
