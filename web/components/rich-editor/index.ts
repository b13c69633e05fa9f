export { firstContentIssue } from "./entity-issues.ts";
export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor.tsx";
