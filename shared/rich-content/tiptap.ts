import { RICH_CONTENT_MAX_DEPTH } from "../constants.ts";
import type { BlockType, InlineStyle, RichBlock, RichContent, RichEntity } from "./schema.ts";

/**
 * The stored shape (Draft.js raw, schema.ts) ⇄ the JSON of the Tiptap editor
 * (web/components/rich-editor/), as pure functions. `toStored(toTiptap(content))` gives back the
 * content unchanged for everything the editor can show; what it changes is listed at
 * `normalisations` below and is provably equivalent for the renderer (render.ts), which is the
 * only reader of the stored shape besides the editor.
 *
 * Mapping: unstyled ⇄ paragraph, header-two…five ⇄ heading 2–5, blockquote ⇄ a blockquote
 * holding one paragraph per block, code-block ⇄ codeBlock, flat list items with a depth ⇄ nested
 * bulletList / orderedList, "\n" ⇄ hardBreak, BOLD / ITALIC / UNDERLINE / CODE ⇄ the marks of the
 * same name, a LINK entity range ⇄ a link mark, an atomic block with an IMAGE, VIDEO, AUDIO or
 * IFRAME entity ⇄ an image, video, audio or embed node. Each text node carries the block's key
 * (`blockKey`) and data (`blockData`) as attributes, so they survive the trip; the editor does
 * not copy them to a block split off by Enter, which gets a new key here.
 */

/** The part of Tiptap's JSONContent this module reads and writes (no Tiptap import in shared/). */
export interface TiptapMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface TiptapNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: TiptapNode[];
  text?: string;
  marks?: TiptapMark[];
}

/** Tiptap's node names of the media entities. */
export const MEDIA_NODES = {
  IMAGE: "image",
  VIDEO: "video",
  AUDIO: "audio",
  IFRAME: "embed",
} as const satisfies Record<Exclude<RichEntity["type"], "LINK">, string>;

const HEADINGS: Partial<Record<BlockType, number>> = {
  "header-two": 2,
  "header-three": 3,
  "header-four": 4,
  "header-five": 5,
};
const HEADING_TYPES: Record<number, BlockType> = {
  2: "header-two",
  3: "header-three",
  4: "header-four",
  5: "header-five",
};
const LIST_NODES = {
  "unordered-list-item": "bulletList",
  "ordered-list-item": "orderedList",
} as const;
/** The marks in the order render-inline.ts nests them. */
const MARKS: readonly [InlineStyle, string][] = [
  ["BOLD", "bold"],
  ["ITALIC", "italic"],
  ["UNDERLINE", "underline"],
  ["CODE", "code"],
];

/*
 * normalisations — what toStored(toTiptap(x)) may change, each equivalent for render.ts:
 * - entity keys are renumbered 0, 1, 2… in reading order, one entity per range (the renderer
 *   only looks an entity up by its range's key), and MUTABLE / IMMUTABLE is set by type (a
 *   Draft.js editing setting the renderer never reads);
 * - style ranges come out sorted by offset, and touching or overlapping ranges of one style are
 *   merged (the renderer cuts the text at every range edge and styles each piece by the styles
 *   covering it, so the pieces get the same tags);
 * - a list item nested more than one level deeper than the item before it is brought to that
 *   level, as the renderer does; deeper than RICH_CONTENT_MAX_DEPTH is clamped (the schema's max);
 * - an atomic block's text becomes " " with its entity over it (the renderer reads only the
 *   entity); style ranges in code blocks are dropped (the renderer writes code as plain text);
 * - a text block's ranges of media entities (media inside a line, which this editor does not
 *   offer) are dropped, their text kept;
 * - a document of one empty paragraph the editor made up is no blocks.
 */

// —— stored → Tiptap ————————————————————————————————————————————————————————————————————

export function toTiptap(content: RichContent | null): TiptapNode {
  const blocks = content?.blocks ?? [];
  const entityMap = content?.entityMap ?? {};
  const out: TiptapNode[] = [];
  for (let i = 0; i < blocks.length; ) {
    const block = blocks[i] as RichBlock;
    if (block.type in LIST_NODES) {
      let j = i;
      while (j < blocks.length && (blocks[j] as RichBlock).type in LIST_NODES) j++;
      out.push(...lists(blocks.slice(i, j), entityMap));
      i = j;
      continue;
    }
    out.push(blockNode(block, entityMap));
    i++;
  }
  return { type: "doc", content: out.length > 0 ? out : [{ type: "paragraph" }] };
}

function keyAttrs(block: RichBlock): Record<string, unknown> {
  return {
    blockKey: block.key,
    blockData: Object.keys(block.data).length > 0 ? block.data : null,
  };
}

function paragraph(block: RichBlock, entityMap: RichContent["entityMap"]): TiptapNode {
  return withContent({ type: "paragraph", attrs: keyAttrs(block) }, inlineNodes(block, entityMap));
}

function withContent(node: TiptapNode, content: TiptapNode[]): TiptapNode {
  return content.length > 0 ? { ...node, content } : node;
}

function blockNode(block: RichBlock, entityMap: RichContent["entityMap"]): TiptapNode {
  const level = HEADINGS[block.type];
  if (level !== undefined) {
    return withContent(
      { type: "heading", attrs: { level, ...keyAttrs(block) } },
      inlineNodes(block, entityMap),
    );
  }
  if (block.type === "blockquote") {
    return { type: "blockquote", content: [paragraph(block, entityMap)] };
  }
  if (block.type === "code-block") {
    return withContent(
      { type: "codeBlock", attrs: { language: null, ...keyAttrs(block) } },
      block.text ? [{ type: "text", text: block.text }] : [],
    );
  }
  if (block.type === "atomic") {
    const range = block.entityRanges[0];
    const entity = range === undefined ? undefined : entityMap[String(range.key)];
    if (entity && entity.type !== "LINK") return mediaNode(entity, block);
  }
  return paragraph(block, entityMap);
}

function mediaNode(entity: Exclude<RichEntity, { type: "LINK" }>, block: RichBlock): TiptapNode {
  const data = entity.data as Record<string, unknown>;
  const mediaId = data.image_id ?? data.video_id ?? data.audio_id ?? null;
  const attrs: Record<string, unknown> = {
    src: entity.data.src,
    title: entity.data.title ?? null,
    ...keyAttrs(block),
  };
  if (entity.type === "IMAGE") attrs.alt = entity.data.alt ?? null;
  if (entity.type !== "AUDIO") {
    attrs.width = entity.data.width ?? null;
    attrs.height = entity.data.height ?? null;
  }
  if (entity.type !== "IFRAME") attrs.mediaId = mediaId;
  return { type: MEDIA_NODES[entity.type], attrs };
}

/** Flat list items with depths → nested lists; a new list where the type changes at a depth. */
function lists(items: RichBlock[], entityMap: RichContent["entityMap"]): TiptapNode[] {
  const out: TiptapNode[] = [];
  const open: TiptapNode[] = []; // the open list of each depth, outermost first
  for (const item of items) {
    const listType = LIST_NODES[item.type as keyof typeof LIST_NODES];
    const depth = Math.min(item.depth, open.length);
    open.length = Math.min(open.length, depth + 1);
    if (open.length === depth + 1 && open[depth]?.type !== listType) open.length = depth;
    if (open.length < depth + 1) {
      const list: TiptapNode = { type: listType, content: [] };
      const parentItem = depth === 0 ? undefined : open[depth - 1]?.content?.at(-1);
      (parentItem?.content ?? out).push(list);
      open.push(list);
    }
    open[depth]?.content?.push({ type: "listItem", content: [paragraph(item, entityMap)] });
  }
  return out;
}

/** The block's text cut at every range edge and "\n", as text nodes with marks and hardBreaks. */
function inlineNodes(block: RichBlock, entityMap: RichContent["entityMap"]): TiptapNode[] {
  const { text } = block;
  const cuts = new Set([0, text.length]);
  const links = block.entityRanges.filter((r) => entityMap[String(r.key)]?.type === "LINK");
  for (const r of [...block.inlineStyleRanges, ...links]) {
    cuts.add(Math.min(r.offset, text.length));
    cuts.add(Math.min(r.offset + r.length, text.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const nodes: TiptapNode[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i] as number;
    const end = points[i + 1] as number;
    const covers = (r: { offset: number; length: number }) =>
      r.offset <= start && r.offset + r.length >= end;
    const marks: TiptapMark[] = MARKS.filter(([style]) =>
      block.inlineStyleRanges.some((r) => r.style === style && covers(r)),
    ).map(([, type]) => ({ type }));
    const link = links.find(covers);
    const entity = link === undefined ? undefined : entityMap[String(link.key)];
    if (entity?.type === "LINK") {
      marks.push({
        type: "link",
        attrs: {
          href: entity.data.url,
          target: entity.data.target ?? null,
          rel: entity.data.rel ?? null,
          title: entity.data.title ?? null,
          class: null,
        },
      });
    }
    text
      .slice(start, end)
      .split("\n")
      .forEach((line, n) => {
        if (n > 0) nodes.push({ type: "hardBreak" });
        if (line)
          nodes.push(
            marks.length > 0 ? { type: "text", text: line, marks } : { type: "text", text: line },
          );
      });
  }
  return nodes;
}

// —— Tiptap → stored ————————————————————————————————————————————————————————————————————

interface Writer {
  blocks: RichBlock[];
  entityMap: Record<string, RichEntity>;
  usedKeys: Set<string>;
  made: number;
}

export function toStored(doc: TiptapNode): RichContent {
  const children = doc.content ?? [];
  const only = children[0];
  if (
    children.length === 0 ||
    (children.length === 1 &&
      only?.type === "paragraph" &&
      !only.attrs?.blockKey &&
      (only.content ?? []).length === 0)
  ) {
    return { blocks: [], entityMap: {} };
  }
  const w: Writer = { blocks: [], entityMap: {}, usedKeys: new Set(), made: 0 };
  for (const node of children) writeBlock(w, node, 0);
  return { blocks: w.blocks, entityMap: w.entityMap };
}

/** The node's stored key, or a new one when it has none or another block already took it. */
function blockKey(w: Writer, node: TiptapNode): string {
  let key = typeof node.attrs?.blockKey === "string" ? node.attrs.blockKey : "";
  while (!key || w.usedKeys.has(key)) key = `n${(w.made++).toString(36).padStart(4, "0")}`;
  w.usedKeys.add(key);
  return key;
}

function newEntity(w: Writer, entity: RichEntity): number {
  const key = Object.keys(w.entityMap).length;
  w.entityMap[String(key)] = entity;
  return key;
}

function textBlock(w: Writer, node: TiptapNode, type: BlockType, depth: number): void {
  const block: RichBlock = {
    key: blockKey(w, node),
    type,
    text: "",
    depth: Math.min(depth, RICH_CONTENT_MAX_DEPTH),
    inlineStyleRanges: [],
    entityRanges: [],
    data: (node.attrs?.blockData as Record<string, unknown> | null) ?? {},
  };
  if (type === "code-block") {
    block.text = (node.content ?? [])
      .map((n) => n.text ?? (n.type === "hardBreak" ? "\n" : ""))
      .join("");
  } else {
    writeInline(w, block, node.content ?? []);
  }
  w.blocks.push(block);
}

function writeInline(w: Writer, block: RichBlock, nodes: TiptapNode[]): void {
  const open = new Map<InlineStyle, { offset: number; length: number; style: InlineStyle }>();
  let link: { range: { offset: number; length: number; key: number }; attrs: string } | null = null;
  for (const node of nodes) {
    const text = node.type === "text" ? (node.text ?? "") : node.type === "hardBreak" ? "\n" : "";
    if (!text) continue;
    const offset = block.text.length;
    block.text += text;
    const marks = node.marks ?? [];
    for (const [style, type] of MARKS) {
      if (!marks.some((m) => m.type === type)) continue;
      const range = open.get(style);
      if (range && range.offset + range.length === offset) range.length += text.length;
      else {
        const started = { offset, length: text.length, style };
        open.set(style, started);
        block.inlineStyleRanges.push(started);
      }
    }
    const linkMark = marks.find((m) => m.type === "link");
    if (!linkMark) continue;
    const data = linkData(linkMark.attrs ?? {});
    const same = JSON.stringify(data);
    if (link && link.attrs === same && link.range.offset + link.range.length === offset) {
      link.range.length += text.length;
      continue;
    }
    const key = newEntity(w, { type: "LINK", mutability: "MUTABLE", data });
    link = { range: { offset, length: text.length, key }, attrs: same };
    block.entityRanges.push(link.range);
  }
  block.inlineStyleRanges.sort(
    (a, b) =>
      a.offset - b.offset ||
      MARKS.findIndex(([s]) => s === a.style) - MARKS.findIndex(([s]) => s === b.style),
  );
}

function linkData(attrs: Record<string, unknown>) {
  const data: { url: string; title?: string; target?: "_blank" | "_self"; rel?: string } = {
    url: String(attrs.href ?? ""),
  };
  if (typeof attrs.title === "string" && attrs.title) data.title = attrs.title;
  if (attrs.target === "_blank" || attrs.target === "_self") data.target = attrs.target;
  if (typeof attrs.rel === "string" && attrs.rel) data.rel = attrs.rel;
  return data;
}

function writeBlock(w: Writer, node: TiptapNode, depth: number): void {
  const heading = HEADING_TYPES[Number(node.attrs?.level)] ?? "header-two";
  if (node.type === "paragraph") textBlock(w, node, "unstyled", 0);
  else if (node.type === "heading") textBlock(w, node, heading, 0);
  else if (node.type === "codeBlock") textBlock(w, node, "code-block", 0);
  else if (node.type === "bulletList" || node.type === "orderedList") writeList(w, node, depth);
  else if (node.type === "blockquote") {
    for (const child of node.content ?? []) {
      if (child.type === "paragraph") textBlock(w, child, "blockquote", 0);
      else writeBlock(w, child, depth);
    }
  } else writeMedia(w, node);
}

function writeList(w: Writer, list: TiptapNode, depth: number): void {
  const type: BlockType = list.type === "orderedList" ? "ordered-list-item" : "unordered-list-item";
  for (const item of list.content ?? []) {
    for (const child of item.content ?? []) {
      if (child.type === "paragraph") textBlock(w, child, type, depth);
      else if (child.type === "bulletList" || child.type === "orderedList") {
        writeList(w, child, depth + 1);
      } else writeBlock(w, child, depth);
    }
  }
}

function writeMedia(w: Writer, node: TiptapNode): void {
  const entry = Object.entries(MEDIA_NODES).find(([, name]) => name === node.type);
  if (!entry) return;
  const type = entry[0] as keyof typeof MEDIA_NODES;
  const a = node.attrs ?? {};
  const data: Record<string, unknown> = { src: String(a.src ?? "") };
  const put = (name: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== "") data[name] = value;
  };
  put("title", a.title);
  if (type === "IMAGE") put("alt", a.alt);
  if (type !== "AUDIO") {
    put("width", a.width);
    put("height", a.height);
  }
  if (type !== "IFRAME") put(`${type.toLowerCase()}_id`, a.mediaId);
  const key = newEntity(w, { type, mutability: "IMMUTABLE", data } as RichEntity);
  w.blocks.push({
    key: blockKey(w, node),
    type: "atomic",
    text: " ",
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: [{ offset: 0, length: 1, key }],
    data: (a.blockData as Record<string, unknown> | null) ?? {},
  });
}
