import { describe, expect, it } from "vitest";
import { testAccount } from "../test-utils.tsx";
import { decideAccess, SIGNING_OUT_STATE, safeNextPath } from "./access.ts";

const at = (pathname: string, search = "", state?: unknown) => ({ pathname, search, state });
const student = testAccount();
const pending = testAccount({ status: "PENDING" });
const writer = testAccount(
  { role: "CONTENT_WRITER" },
  { "dashboard.view": true, "media.view": true },
);

describe("decideAccess", () => {
  it("shows open routes and the not-found page to anyone", () => {
    expect(decideAccess("home", null, at("/"))).toEqual({ kind: "render" });
    expect(decideAccess(null, null, at("/nope"))).toEqual({ kind: "render" });
  });

  it("sends a visitor to login with the way back, and to register from checkout", () => {
    expect(decideAccess("account", null, at("/account", "?tab=2"))).toEqual({
      kind: "redirect",
      to: "/login?next=%2Faccount%3Ftab%3D2",
    });
    expect(decideAccess("checkout", null, at("/checkout/course/3"))).toEqual({
      kind: "redirect",
      to: "/register?next=%2Fcheckout%2Fcourse%2F3",
    });
  });

  it("refuses staff screens to a student and screens the abilities do not open", () => {
    expect(decideAccess("dashboard", student, at("/dashboard"))).toEqual({ kind: "forbidden" });
    expect(decideAccess("image_management", writer, at("/image-management"))).toEqual({
      kind: "render",
    });
    // The route table lets every staff role in; the writer's abilities do not include banners.
    expect(decideAccess("banner_management", writer, at("/banner-management"))).toEqual({
      kind: "forbidden",
    });
  });

  it("sends a signed-in user from guest-only pages to the stored way back, or home", () => {
    expect(decideAccess("login", student, at("/login", "?next=%2Flibrary"))).toEqual({
      kind: "redirect",
      to: "/library",
    });
    expect(
      decideAccess("login", student, at("/login", "?next=https%3A%2F%2Fevil.example")),
    ).toEqual({ kind: "redirect", to: "/" });
    expect(decideAccess("forgot_password", student, at("/forgot-password"))).toEqual({
      kind: "redirect",
      to: "/",
    });
  });

  it("shows a new PENDING user the verify-email screen after registering", () => {
    expect(decideAccess("register", pending, at("/register", "?next=%2Fcourses"))).toEqual({
      kind: "redirect",
      to: "/verify-email?next=%2Fcourses",
    });
    expect(decideAccess("verify_email", pending, at("/verify-email"))).toEqual({ kind: "render" });
    expect(decideAccess("verify_email", student, at("/verify-email"))).toEqual({
      kind: "redirect",
      to: "/",
    });
  });

  it("lets anyone open a verification link", () => {
    expect(decideAccess("verify_email", student, at("/verify-email", "?token=abc"))).toEqual({
      kind: "render",
    });
  });

  it("shows login to the account being signed out, not its way back", () => {
    expect(decideAccess("login", student, at("/login", "", SIGNING_OUT_STATE))).toEqual({
      kind: "render",
    });
  });
});

describe("safeNextPath", () => {
  it("keeps paths of this site and refuses anything that leaves it", () => {
    expect(safeNextPath("/courses?q=python")).toBe("/courses?q=python");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "", null]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});
