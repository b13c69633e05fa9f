import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImage, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

type Who = "admin" | "trial" | "manager";

describe.each(engines())("banner writes on %s", (engine) => {
  let t: TestApp;
  let imageId: number;
  const cookies = {} as Record<Who, { cookie: string }>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [name, role] of [
      ["admin", "ADMIN"],
      ["trial", "ADMIN_TRIAL"],
      ["manager", "CONTENT_MANAGER"],
    ] as const) {
      cookies[name] = await signIn(t, (await createUser(t.db, { role })).id);
    }
    imageId = (await createImage(t.db)).id;
  });
  afterAll(() => t.close());

  const post = (route: string, payload: object, who: Who = "admin") =>
    t.app.inject({
      method: "POST",
      url: `/api/banner/${route}?locale=en`,
      headers: cookies[who],
      payload,
    });
  const listed = async () => {
    const filters = encodeURIComponent(JSON.stringify([["place", "=", "HOME_MIDDLE"]]));
    const response = await t.app.inject({
      method: "GET",
      url: `/api/banner/list?filters=${filters}`,
    });
    return (response.json().data.items as { id: number; caption: string }[]).map((b) => b.caption);
  };

  it("adds banners at the end of their place and reorders them", async () => {
    const made: number[] = [];
    for (const caption of ["Một", "Hai", "Ba"]) {
      const response = await post("create", {
        caption,
        image_id: imageId,
        place: "HOME_MIDDLE",
        linked_url: "/courses",
      });
      expect(response.statusCode).toBe(200);
      made.push(response.json().data.banner.id);
    }
    expect(await listed()).toEqual(["Một", "Hai", "Ba"]);
    const [one, two, three] = made as [number, number, number];
    const reordered = await post("reorder", { place: "HOME_MIDDLE", ids: [three, one, two] });
    expect(reordered.statusCode).toBe(200);
    expect(await listed()).toEqual(["Ba", "Một", "Hai"]);

    // A stale list (one banner missing) is refused, and nothing moves.
    const stale = await post("reorder", { place: "HOME_MIDDLE", ids: [one, two] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.details.issues).toEqual([
      { path: "ids", message: "Send every banner of this place, each once" },
    ]);
    expect(await listed()).toEqual(["Ba", "Một", "Hai"]);

    const updated = await post("update", {
      id: two,
      caption: "Hai (mới)",
      image_id: imageId,
      place: "HOME_MIDDLE",
      linked_url: "",
    });
    expect(updated.json().data.banner).toMatchObject({ caption: "Hai (mới)", linked_url: null });
    expect((await post("delete", { id: one })).statusCode).toBe(200);
    expect(await listed()).toEqual(["Ba", "Hai (mới)"]);
  });

  it("answers bad input with field messages", async () => {
    const bad = await post("create", {
      image_id: 999999,
      place: "NOWHERE",
      linked_url: "javascript:alert(1)",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual(
      expect.arrayContaining([
        { path: "place", message: "Please choose one of the options" },
        { path: "linked_url", message: "Invalid URL" },
      ]),
    );
    const noImage = await post("create", { image_id: 999999, place: "HOME_BOTTOM" });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.details.issues).toEqual([
      { path: "image_id", message: "This image does not exist" },
    ]);
  });

  it("refuses the trial admin and the content roles", async () => {
    const body = { image_id: imageId, place: "HOME_BOTTOM" };
    expect((await post("create", body, "trial")).statusCode).toBe(403);
    expect((await post("create", body, "manager")).statusCode).toBe(403);
    expect((await post("reorder", { place: "HOME_BOTTOM", ids: [1] }, "trial")).statusCode).toBe(
      403,
    );
  });
});

// Issue 16: a banner's optional active dates.
describe.each(engines())("banner active dates on %s", (engine) => {
  let t: TestApp;
  let imageId: number;
  let admin: { cookie: string };
  let trial: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signIn(t, (await createUser(t.db, { role: "ADMIN" })).id);
    trial = await signIn(t, (await createUser(t.db, { role: "ADMIN_TRIAL" })).id);
    imageId = (await createImage(t.db)).id;
  });
  afterAll(() => t.close());

  const create = (payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/banner/create?locale=en",
      headers: admin,
      payload: { image_id: imageId, place: "ABOUT_HEADER", ...payload },
    });
  const captions = async (headers?: { cookie: string }) => {
    const filters = encodeURIComponent(JSON.stringify([["place", "=", "ABOUT_HEADER"]]));
    const response = await t.app.inject({
      method: "GET",
      url: `/api/banner/list?filters=${filters}`,
      ...(headers ? { headers } : {}),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data.items as { caption: string }[]).map((b) => b.caption);
  };
  const hour = 3_600_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();

  it("serves the public only the banners active now; the staff see them all, with their dates", async () => {
    for (const [caption, starts_at, ends_at] of [
      ["always", null, null],
      ["running", at(-hour), at(hour)],
      ["expired", at(-2 * hour), at(-hour)],
      ["future", at(hour), null],
      ["open-ended", at(-hour), null],
    ] as const) {
      const response = await create({ caption, starts_at, ends_at });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.banner).toMatchObject({ caption, starts_at, ends_at });
    }
    expect(await captions()).toEqual(["always", "running", "open-ended"]);
    const all = ["always", "running", "expired", "future", "open-ended"];
    expect(await captions(admin)).toEqual(all);
    expect(await captions(trial)).toEqual(all);
    // The same request again (the list statement is cached): still judged at the time of asking.
    expect(await captions()).toEqual(["always", "running", "open-ended"]);
  });

  it("refuses an end before the start and a date that is not an instant", async () => {
    const reversed = await create({ starts_at: at(hour), ends_at: at(-hour) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details.issues).toEqual([
      { path: "ends_at", message: "The end date must be after the start date" },
    ]);
    const bad = await create({ starts_at: "tomorrow" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual([
      { path: "starts_at", message: "Invalid date and time" },
    ]);
  });
});
