import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleBySlug, pageQueryKey } from "../../../shared/page-queries.ts";
import { renderRichContent } from "../../../shared/rich-content/render.ts";
import type { RichContent } from "../../../shared/rich-content/schema.ts";
import { createArticle, createImage, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

// Issue 16: an image's alt text changed in the media library reaches the articles that show it
// (decision 041).
describe.each(engines())("article body images and the library's alt text on %s", (engine) => {
  let t: TestApp;
  let manager: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await signIn(t, (await createUser(t.db, { role: "CONTENT_MANAGER" })).id);
  });
  afterAll(() => t.close());

  const imageEntity = (src: string, alt: string, imageId?: number) => ({
    type: "IMAGE" as const,
    mutability: "IMMUTABLE" as const,
    data: { src, title: "Ảnh", alt, width: 640, height: 480, image_id: imageId },
  });
  const atomic = (key: number) => ({
    type: "atomic",
    text: " ",
    entityRanges: [{ offset: 0, length: 1, key }],
  });

  it("shows the library's current alt on the article page; an image outside the library keeps the body's", async () => {
    const image = await createImage(t.db, { title: "Lớp học", alt: "Lớp học buổi sáng" });
    const src = `/media/${image.path}${image.basename}${image.extension}`;
    const content = {
      blocks: [atomic(0), atomic(1)],
      entityMap: {
        // As the editor stores it: the library's alt copied when the image was chosen.
        "0": imageEntity(src, "Lớp học buổi sáng", image.id),
        "1": imageEntity("https://example.com/ngoai.png", "Ảnh từ nơi khác"),
      },
    };
    await createArticle(t.db, { slug: "alt-theo-thu-vien", content: JSON.stringify(content) });

    // Read once by a visitor first: the kept public answer must not outlive the change.
    const before = await t.app.inject("/api/article/get?slug=alt-theo-thu-vien");
    expect(before.json().data.items[0].content.entityMap["0"].data.alt).toBe("Lớp học buổi sáng");

    const renamed = await t.app.inject({
      method: "POST",
      url: "/api/media/update?locale=en",
      headers: manager,
      payload: { kind: "image", id: image.id, title: "Lớp học", alt: "Học viên luyện phát âm" },
    });
    expect(renamed.statusCode).toBe(200);

    // The article page (a visitor) carries the article with the library's alt, and renders it.
    const page = await t.app.inject("/articles/alt-theo-thu-vien");
    expect(page.statusCode).toBe(200);
    const data = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(page.body);
    const preload = JSON.parse(data?.[1] ?? "{}").preload;
    const article = preload[pageQueryKey(articleBySlug("alt-theo-thu-vien"))].items[0];
    const html = renderRichContent(article.content as RichContent);
    expect(html).toContain(`<img src="${src}" alt="Học viên luyện phát âm"`);
    expect(html).toContain('alt="Ảnh từ nơi khác"');
    expect(html).not.toContain("Lớp học buổi sáng");

    // The get API answers the same.
    const got = await t.app.inject("/api/article/get?slug=alt-theo-thu-vien");
    expect(got.json().data.items[0].content.entityMap["0"].data.alt).toBe("Học viên luyện phát âm");
  });

  it("keeps the body's alt when the library's image has none", async () => {
    const image = await createImage(t.db, { title: "Không mô tả" });
    const src = `/media/${image.path}${image.basename}${image.extension}`;
    const content = {
      blocks: [atomic(0)],
      entityMap: { "0": imageEntity(src, "Mô tả của tác giả", image.id) },
    };
    await createArticle(t.db, { slug: "alt-cua-tac-gia", content: JSON.stringify(content) });
    const got = await t.app.inject("/api/article/get?slug=alt-cua-tac-gia");
    expect(got.json().data.items[0].content.entityMap["0"].data.alt).toBe("Mô tả của tác giả");
  });
});
