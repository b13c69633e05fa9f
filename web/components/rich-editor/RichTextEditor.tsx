import { Input, Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { RichContent } from "../../../shared/rich-content/schema.ts";
import { LibraryAltWins } from "./library-alt.ts";

export interface RichTextEditorProps {
  /** The stored rich content (Draft.js raw); null for none yet. */
  value: RichContent | null;
  onChange: (value: RichContent) => void;
  label?: string;
  description?: string;
  error?: string | null;
  disabled?: boolean;
  /**
   * The content's library images take the library's alt text when read (articles, decision
   * 041): an image block's alt field says so.
   */
  libraryAltWins?: boolean;
}

/** Tiptap, ProseMirror and Mantine's editor styles are a chunk of their own, loaded when shown. */
const TiptapEditor = lazy(() => import("./TiptapEditor.tsx"));

/**
 * The rich-text editor of articles and text lessons: Tiptap through @mantine/tiptap, reading and
 * writing the stored shape (the conversion is shared/rich-content/tiptap.ts). Headings, quotes,
 * code, nested lists, bold / italic / underline / code marks, links (URL required), images,
 * video and audio from the library, and embeds from allow-listed hosts.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description} error={props.error}>
          <Skeleton height={240} radius="md" />
        </Input.Wrapper>
      }
    >
      <LibraryAltWins value={props.libraryAltWins ?? false}>
        <TiptapEditor {...props} />
      </LibraryAltWins>
    </Suspense>
  );
}
