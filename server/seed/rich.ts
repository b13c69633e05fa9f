/**
 * A tiny writer for rich content in the stored shape (docs/product/content.md "Rich content", Draft.js raw): the demo texts
 * are written with light inline marks and turned into blocks with style and entity ranges.
 *
 * Marks (not nested): **bold**, *italic*, ++underline++, `code`, [label](url).
 */

export type BlockType =
  | "header-two"
  | "header-three"
  | "header-four"
  | "header-five"
  | "unstyled"
  | "unordered-list-item"
  | "ordered-list-item"
  | "blockquote";

export type InlineStyle = "BOLD" | "ITALIC" | "UNDERLINE" | "CODE";

export interface RichBlock {
  key: string;
  type: BlockType;
  text: string;
  depth: number;
  inlineStyleRanges: { offset: number; length: number; style: InlineStyle }[];
  entityRanges: { offset: number; length: number; key: number }[];
  data: Record<string, never>;
}

export interface LinkEntity {
  type: "LINK";
  mutability: "MUTABLE";
  data: { url: string; title?: string; target?: "_blank"; rel?: string };
}

export interface RichContent {
  blocks: RichBlock[];
  entityMap: Record<string, LinkEntity>;
}

/** A block before keys and entity numbers are assigned. */
export interface BlockSpec {
  type: BlockType;
  text: string;
  depth?: number;
}

export const h2 = (text: string): BlockSpec => ({ type: "header-two", text });
export const h3 = (text: string): BlockSpec => ({ type: "header-three", text });
export const h4 = (text: string): BlockSpec => ({ type: "header-four", text });
export const h5 = (text: string): BlockSpec => ({ type: "header-five", text });
export const p = (text: string): BlockSpec => ({ type: "unstyled", text });
export const quote = (text: string): BlockSpec => ({ type: "blockquote", text });

/** List items; an item given as [text, depth] is nested (depth 1–4). */
export const ul = (...items: (string | [string, number])[]): BlockSpec[] =>
  items.map((item) => listItem("unordered-list-item", item));
export const ol = (...items: (string | [string, number])[]): BlockSpec[] =>
  items.map((item) => listItem("ordered-list-item", item));

function listItem(type: BlockType, item: string | [string, number]): BlockSpec {
  return typeof item === "string" ? { type, text: item } : { type, text: item[0], depth: item[1] };
}

const MARKS = /\*\*(.+?)\*\*|\+\+(.+?)\+\+|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((.+?)\)/g;

/** Builds the rich content object from block specs (lists may be passed as arrays). */
export function richContent(...specs: (BlockSpec | BlockSpec[])[]): RichContent {
  const entityMap: Record<string, LinkEntity> = {};
  let entityCount = 0;
  const blocks = specs.flat().map((spec, index): RichBlock => {
    const block: RichBlock = {
      key: blockKey(index),
      type: spec.type,
      text: "",
      depth: spec.depth ?? 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    };
    // Offsets count UTF-16 units of NFC text; Vietnamese letters are all single units.
    const source = spec.text.normalize("NFC");
    let text = "";
    let last = 0;
    for (const m of source.matchAll(MARKS)) {
      text += source.slice(last, m.index);
      last = m.index + m[0].length;
      const [, bold, underline, italic, code, label, url] = m;
      const inner = bold ?? underline ?? italic ?? code ?? label ?? "";
      const offset = text.length;
      text += inner;
      if (label !== undefined && url !== undefined) {
        const key = entityCount++;
        entityMap[String(key)] = link(url);
        block.entityRanges.push({ offset, length: inner.length, key });
      } else {
        const style: InlineStyle =
          bold !== undefined
            ? "BOLD"
            : underline !== undefined
              ? "UNDERLINE"
              : italic !== undefined
                ? "ITALIC"
                : "CODE";
        block.inlineStyleRanges.push({ offset, length: inner.length, style });
      }
    }
    block.text = text + source.slice(last);
    return block;
  });
  return { blocks, entityMap };
}

/** The JSON text stored in the database. */
export function richJson(...specs: (BlockSpec | BlockSpec[])[]): string {
  return JSON.stringify(richContent(...specs));
}

/** Site paths open in place; other addresses in a new tab, without handing over the opener. */
function link(url: string): LinkEntity {
  if (url.startsWith("/")) return { type: "LINK", mutability: "MUTABLE", data: { url } };
  return {
    type: "LINK",
    mutability: "MUTABLE",
    data: { url, target: "_blank", rel: "noopener noreferrer" },
  };
}

/** Five base36 characters, like Draft.js keys; unique within one document. */
function blockKey(index: number): string {
  return `b${index.toString(36).padStart(4, "0")}`;
}
