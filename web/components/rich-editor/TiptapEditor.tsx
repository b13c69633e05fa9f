import "@mantine/tiptap/styles.layer.css";
import { Input } from "@mantine/core";
import {
  RichTextEditor as MantineEditor,
  type RichTextEditorProps as MantineEditorProps,
  useRichTextEditorContext,
} from "@mantine/tiptap";
import { type JSONContent, useEditor } from "@tiptap/react";
import { useEffect, useRef } from "react";
import { RICH_CONTENT_MAX_DEPTH, TOP_BAR_HEIGHT_PX } from "../../../shared/constants.ts";
import type { RichContent } from "../../../shared/rich-content/schema.ts";
import { MEDIA_NODES, toStored, toTiptap } from "../../../shared/rich-content/tiptap.ts";
import { useT } from "../../app-context.tsx";
import { EDITOR_EXTENSIONS } from "./extensions.ts";
import { LinkControl } from "./LinkControl.tsx";
import classes from "./RichTextEditor.module.css";
import type { RichTextEditorProps } from "./RichTextEditor.tsx";

const NEW_MEDIA: Record<keyof typeof MEDIA_NODES, Record<string, unknown>> = {
  IMAGE: {},
  VIDEO: {},
  AUDIO: {},
  IFRAME: { width: 560, height: 315 },
};

/**
 * The Tiptap editor behind RichTextEditor (loaded on demand, with Mantine's editor styles).
 * It is given the stored content once, converted (shared/rich-content/tiptap.ts), and answers
 * every change in the stored shape; a new `value` from outside (a reset, a loaded record)
 * replaces its document.
 */
export default function TiptapEditor(props: RichTextEditorProps) {
  const { value, onChange, label, description, error, disabled } = props;
  const t = useT();
  const emitted = useRef<RichContent | null>(value);
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: toTiptap(value) as JSONContent,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => {
      const stored = toStored(current.getJSON());
      emitted.current = stored;
      onChange(stored);
    },
  });

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(toTiptap(value) as JSONContent, { emitUpdate: false });
  }, [editor, value]);
  // Without an update event: opening a read-only form changes nothing.
  useEffect(() => editor.setEditable(!disabled, false), [editor, disabled]);

  const heading = (level: "two" | "three" | "four" | "five") =>
    t(`richEditor.types.header-${level}`);
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <MantineEditor
        // @mantine/tiptap's typings name Tiptap's CommonJS Editor type, the app the ES module one.
        editor={editor as unknown as MantineEditorProps["editor"]}
        className={classes.editor}
        data-testid="rich-text-editor"
        labels={{
          boldControlLabel: t("richEditor.styles.BOLD"),
          italicControlLabel: t("richEditor.styles.ITALIC"),
          underlineControlLabel: t("richEditor.styles.UNDERLINE"),
          codeControlLabel: t("richEditor.styles.CODE"),
          h2ControlLabel: heading("two"),
          h3ControlLabel: heading("three"),
          h4ControlLabel: heading("four"),
          h5ControlLabel: heading("five"),
          bulletListControlLabel: t("richEditor.types.unordered-list-item"),
          orderedListControlLabel: t("richEditor.types.ordered-list-item"),
          blockquoteControlLabel: t("richEditor.types.blockquote"),
          codeBlockControlLabel: t("richEditor.types.code-block"),
          unlinkControlLabel: t("richEditor.unlink"),
          undoControlLabel: t("richEditor.undo"),
          redoControlLabel: t("richEditor.redo"),
        }}
      >
        {/* Stays in view while a long text scrolls, below the sticky top bar. */}
        <MantineEditor.Toolbar sticky stickyOffset={TOP_BAR_HEIGHT_PX}>
          {/* Read-only (ADMIN_TRIAL, a form being saved): every control disabled at once. */}
          <fieldset disabled={disabled} className={classes.controls}>
            <MantineEditor.ControlsGroup>
              <MantineEditor.H2 />
              <MantineEditor.H3 />
              <MantineEditor.H4 />
              <MantineEditor.H5 />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Bold />
              <MantineEditor.Italic />
              <MantineEditor.Underline />
              <MantineEditor.Code />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.BulletList />
              <MantineEditor.OrderedList />
              <IndentControls />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Blockquote />
              <MantineEditor.CodeBlock />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <LinkControl />
              <MantineEditor.Unlink />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MediaControls />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Undo />
              <MantineEditor.Redo />
            </MantineEditor.ControlsGroup>
          </fieldset>
        </MantineEditor.Toolbar>
        <MantineEditor.Content aria-label={label} />
      </MantineEditor>
    </Input.Wrapper>
  );
}

/** Nesting a list item one level in or out (Tab and Shift+Tab do the same in a list). */
function IndentControls() {
  const { editor } = useRichTextEditorContext();
  const t = useT();
  const depth = listDepth(editor);
  return (
    <>
      <MantineEditor.Control
        px={6}
        fz="sm"
        disabled={
          !editor?.isEditable ||
          !editor.can().sinkListItem("listItem") ||
          depth > RICH_CONTENT_MAX_DEPTH
        }
        onClick={() => editor?.chain().focus().sinkListItem("listItem").run()}
      >
        {t("richEditor.indent")}
      </MantineEditor.Control>
      <MantineEditor.Control
        px={6}
        fz="sm"
        disabled={!editor?.isEditable || !editor.can().liftListItem("listItem")}
        onClick={() => editor?.chain().focus().liftListItem("listItem").run()}
      >
        {t("richEditor.outdent")}
      </MantineEditor.Control>
    </>
  );
}

/** How many lists the cursor is in (1 in a top-level list). */
function listDepth(editor: ReturnType<typeof useRichTextEditorContext>["editor"]): number {
  const from = editor?.state.selection.$from;
  if (!from) return 0;
  let depth = 0;
  for (let d = from.depth; d > 0; d--) {
    if (from.node(d).type.name === "listItem") depth++;
  }
  return depth;
}

/** Inserts an image, video, audio or embed block; its fields (and the library) are in the block. */
function MediaControls() {
  const { editor } = useRichTextEditorContext();
  const t = useT();
  return (Object.keys(MEDIA_NODES) as (keyof typeof MEDIA_NODES)[]).map((type) => (
    <MantineEditor.Control
      key={type}
      px={6}
      fz="sm"
      disabled={!editor?.isEditable}
      onClick={() => {
        if (!editor) return;
        // After the top-level block holding the cursor: the stored shape has no media inside a
        // list item or a quote, so the block goes where it will be after saving.
        const { $from } = editor.state.selection;
        const at = $from.depth > 0 ? $from.after(1) : $from.pos;
        editor
          .chain()
          .insertContentAt(at, { type: MEDIA_NODES[type], attrs: { src: "", ...NEW_MEDIA[type] } })
          .focus()
          .run();
      }}
    >
      {t(`richEditor.entities.${type}`)}
    </MantineEditor.Control>
  ));
}
