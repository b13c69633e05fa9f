import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RichContent } from "../../../shared/rich-content/schema.ts";
import { renderWithApp } from "../../test-utils.tsx";
import { RichTextEditor } from "./RichTextEditor.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let saved: RichContent | null = null;

function Harness({ initial }: { initial: RichContent | null }) {
  const [value, setValue] = useState(initial);
  saved = value;
  return <RichTextEditor label="Nội dung" value={value} onChange={setValue} />;
}

/** The editor shown (Tiptap keeps its instance on the editable element). */
async function shownEditor(): Promise<Editor> {
  await screen.findByRole("button", { name: "Heading 2" });
  const dom = document.querySelector(".ProseMirror") as (HTMLElement & { editor: Editor }) | null;
  if (!dom) throw new Error("no editor");
  return dom.editor;
}

/**
 * Typing as ProseMirror does for each key (happy-dom has no text input of its own): characters
 * are inserted at the selection, Enter and Tab go through the editor's keymap.
 */
function type(editor: Editor, text: string) {
  act(() => {
    for (const ch of text) editor.view.dispatch(editor.state.tr.insertText(ch));
  });
}
const press = (editor: Editor, key: string) => act(() => editor.commands.keyboardShortcut(key));

describe("RichTextEditor (Tiptap)", () => {
  it("writes a heading, a nested list and a linked word in the stored shape", async () => {
    renderWithApp(<Harness initial={null} />, { locale: "en" });
    const editor = await shownEditor();
    act(() => editor.commands.focus());
    fireEvent.click(screen.getByRole("button", { name: "Heading 2" }));
    type(editor, "Mở đầu");
    press(editor, "Enter");
    fireEvent.click(screen.getByRole("button", { name: "Bulleted list" }));
    type(editor, "Xem tại đây");
    const end = editor.state.selection.from;
    act(() => editor.commands.setTextSelection({ from: end - 3, to: end }));
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    const url = await screen.findByLabelText(/Link address/);
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("URL cannot be empty")).toBeTruthy();
    fireEvent.change(url, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Invalid URL")).toBeTruthy();
    fireEvent.change(url, { target: { value: "https://hocviet.vn" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    act(() => editor.commands.setTextSelection(end));
    press(editor, "Enter");
    press(editor, "Tab");
    type(editor, "Mục con");

    expect(saved?.blocks.map((b) => [b.type, b.depth, b.text])).toEqual([
      ["header-two", 0, "Mở đầu"],
      ["unordered-list-item", 0, "Xem tại đây"],
      ["unordered-list-item", 1, "Mục con"],
    ]);
    expect(saved?.blocks[1]?.entityRanges).toEqual([{ offset: 8, length: 3, key: 0 }]);
    expect(saved?.entityMap["0"]).toEqual({
      type: "LINK",
      mutability: "MUTABLE",
      data: { url: "https://hocviet.vn", target: "_blank", rel: "noopener noreferrer" },
    });
    // What the person sees: a heading, the linked word, the nested item.
    expect(screen.getByRole("heading", { level: 2, name: "Mở đầu" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "đây" }).getAttribute("href")).toBe(
      "https://hocviet.vn",
    );
    expect(document.querySelector(".ProseMirror ul ul li")?.textContent).toBe("Mục con");

    // An image asked for in a list item goes after the list, where the stored shape keeps it.
    fireEvent.click(screen.getByRole("button", { name: "Image" }));
    expect(saved?.blocks.map((b) => [b.type, b.depth])).toEqual([
      ["header-two", 0],
      ["unordered-list-item", 0],
      ["unordered-list-item", 1],
      ["atomic", 0],
    ]);
    expect(document.querySelector(".ProseMirror li [data-testid='editor-media-block']")).toBeNull();
  });

  it("shows stored content and gives it back unchanged until it is edited", async () => {
    const stored: RichContent = {
      blocks: [
        {
          key: "a1b2c",
          type: "blockquote",
          text: "Học để làm",
          depth: 0,
          inlineStyleRanges: [{ offset: 0, length: 3, style: "BOLD" }],
          entityRanges: [],
          data: {},
        },
      ],
      entityMap: {},
    };
    renderWithApp(<Harness initial={stored} />, { locale: "en" });
    const editor = await shownEditor();
    expect(document.querySelector(".ProseMirror blockquote strong")?.textContent).toBe("Học");
    expect(saved).toBe(stored);
    act(() => editor.commands.setTextSelection(editor.state.doc.content.size - 1));
    type(editor, "!");
    expect(saved?.blocks[0]).toEqual({ ...stored.blocks[0], text: "Học để làm!" });
  });

  it("asks an image for its Src, Title, Width and Height", async () => {
    renderWithApp(<Harness initial={null} />, { locale: "en" });
    await shownEditor();
    fireEvent.click(screen.getByRole("button", { name: "Image" }));
    for (const message of [
      "Src cannot be empty",
      "Title cannot be empty",
      "Width cannot be empty",
      "Height cannot be empty",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(saved?.blocks.map((b) => b.type)).toContain("atomic");
  });

  it("refuses an embed from a host that is not allowed", async () => {
    renderWithApp(<Harness initial={null} />, { locale: "en" });
    await shownEditor();
    fireEvent.click(screen.getByRole("button", { name: "Embed" }));
    const src = await screen.findByLabelText(/Src/);
    fireEvent.change(src, { target: { value: "https://evil.example/x" } });
    expect(await screen.findByText("This address cannot be embedded")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Src/), {
      target: { value: "https://www.youtube.com/embed/abc" },
    });
    expect(screen.queryByText("This address cannot be embedded")).toBeNull();
    expect(Object.values(saved?.entityMap ?? {})).toEqual([
      {
        type: "IFRAME",
        mutability: "IMMUTABLE",
        data: { src: "https://www.youtube.com/embed/abc", width: 560, height: 315 },
      },
    ]);
  });

  it("shows content read-only when disabled: no control can change it", async () => {
    renderWithApp(<RichTextEditor label="Nội dung" value={null} onChange={() => {}} disabled />, {
      locale: "en",
    });
    await shownEditor();
    // A button inside a disabled fieldset is disabled (HTML); happy-dom does not apply it itself.
    const disabledButton = (button: HTMLButtonElement) =>
      button.disabled || button.closest("fieldset")?.disabled === true;
    for (const name of ["Heading 2", "Bold", "Bulleted list", "Link", "Image", "Embed"]) {
      expect(disabledButton(screen.getByRole("button", { name }) as HTMLButtonElement)).toBe(true);
    }
    expect(document.querySelector(".ProseMirror")?.getAttribute("contenteditable")).toBe("false");
  });

  it("says, in an article, that a library image's own alt text replaces the one typed (decision 041)", async () => {
    const image = (imageId: number | null): RichContent => ({
      blocks: [
        {
          key: "a1",
          type: "atomic",
          text: " ",
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [{ offset: 0, length: 1, key: 0 }],
          data: {},
        },
      ],
      entityMap: {
        "0": {
          type: "IMAGE",
          mutability: "IMMUTABLE",
          data: {
            src: "/media/a.jpg",
            title: "Ảnh",
            alt: "Một ảnh",
            width: 640,
            height: 480,
            ...(imageId ? { image_id: imageId } : {}),
          },
        },
      },
    });
    const hint = { en: /if it has alternative text in Image management/, vi: /Quản lý hình ảnh/ };
    for (const locale of ["en", "vi"] as const) {
      const view = renderWithApp(
        <RichTextEditor value={image(3)} onChange={() => {}} libraryAltWins />,
        { locale },
      );
      await screen.findByDisplayValue("Một ảnh");
      expect(screen.getByText(hint[locale])).toBeTruthy();
      view.unmount();
    }
    // An image from elsewhere keeps its typed alt; course texts keep theirs too: no hint.
    for (const props of [{ value: image(null), libraryAltWins: true }, { value: image(3) }]) {
      const view = renderWithApp(<RichTextEditor {...props} onChange={() => {}} />, {
        locale: "en",
      });
      await screen.findByDisplayValue("Một ảnh");
      expect(screen.queryByText(hint.en)).toBeNull();
      view.unmount();
    }
  });
});
