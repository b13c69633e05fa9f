import type {
  BlockType,
  InlineStyle,
  RichBlock,
  RichContent,
  RichEntity,
} from "../../../shared/rich-content/schema.ts";

// The editor's changes to rich content in the stored shape (Draft.js raw), as pure functions:
// the editor edits this shape directly, so what it saves is exactly what it was given plus the
// person's changes — nothing is lost in a conversion.

type Range = { offset: number; length: number };

let counter = 0;
/** A block key unlikely to collide with the stored ones (Draft.js uses 5 random characters). */
export function newBlockKey(): string {
  counter += 1;
  return `e${Date.now().toString(36).slice(-4)}${counter.toString(36)}`;
}

export function emptyBlock(type: BlockType = "unstyled"): RichBlock {
  return {
    key: newBlockKey(),
    type,
    text: "",
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: [],
    data: {},
  };
}

/**
 * Moves a range for a text edit: the edit replaced `[start, oldEnd)` of the old text by
 * `[start, newEnd)` of the new one. Ranges before it stay, ranges after it shift, a range the
 * edit falls inside grows or shrinks with it, one cut by it is clipped; an emptied one is dropped.
 */
function moveRange<R extends Range>(
  range: R,
  start: number,
  oldEnd: number,
  newEnd: number,
): R | null {
  const end = range.offset + range.length;
  const delta = newEnd - oldEnd;
  if (end <= start) return range;
  if (range.offset >= oldEnd) return { ...range, offset: range.offset + delta };
  // Overlapping the edit: keep what is outside the replaced text, plus the new text when the
  // edit happened inside (typing within a bold word keeps it bold).
  const from = Math.min(range.offset, start);
  const to = end >= oldEnd ? end + delta : range.offset < start ? start : newEnd;
  const inside = range.offset <= start && end >= oldEnd;
  const length = inside ? range.length + delta : to - from;
  return length > 0 ? { ...range, offset: from, length } : null;
}

/** The block with its text replaced, its ranges kept on the same characters. */
export function editText(block: RichBlock, text: string): RichBlock {
  const old = block.text;
  let start = 0;
  while (start < old.length && start < text.length && old[start] === text[start]) start++;
  let oldEnd = old.length;
  let newEnd = text.length;
  while (oldEnd > start && newEnd > start && old[oldEnd - 1] === text[newEnd - 1]) {
    oldEnd--;
    newEnd--;
  }
  const move = <R extends Range>(ranges: readonly R[]) =>
    ranges.flatMap((range) => moveRange(range, start, oldEnd, newEnd) ?? []);
  return {
    ...block,
    text,
    inlineStyleRanges: move(block.inlineStyleRanges),
    entityRanges: move(block.entityRanges),
  };
}

/** Adds a style over `[start, end)`, or removes it when that exact range already has it. */
export function toggleStyle(block: RichBlock, start: number, end: number, style: InlineStyle) {
  if (end <= start) return block;
  const same = (r: RichBlock["inlineStyleRanges"][number]) =>
    r.style === style && r.offset === start && r.length === end - start;
  if (block.inlineStyleRanges.some(same)) {
    return { ...block, inlineStyleRanges: block.inlineStyleRanges.filter((r) => !same(r)) };
  }
  return {
    ...block,
    inlineStyleRanges: [...block.inlineStyleRanges, { offset: start, length: end - start, style }],
  };
}

/** The next free key of the entity map. */
function nextEntityKey(content: RichContent): number {
  const keys = Object.keys(content.entityMap).map(Number);
  return keys.length === 0 ? 0 : Math.max(...keys) + 1;
}

/** Links `[start, end)` of a block to `url`. */
export function addLink(
  content: RichContent,
  blockIndex: number,
  start: number,
  end: number,
  url: string,
): RichContent {
  const block = content.blocks[blockIndex];
  if (!block || end <= start) return content;
  const key = nextEntityKey(content);
  const external = /^https?:\/\//i.test(url);
  const entity: RichEntity = {
    type: "LINK",
    mutability: "MUTABLE",
    data: external ? { url, target: "_blank", rel: "noopener noreferrer" } : { url },
  };
  const blocks = content.blocks.map((b, i) =>
    i === blockIndex
      ? { ...b, entityRanges: [...b.entityRanges, { offset: start, length: end - start, key }] }
      : b,
  );
  return { blocks, entityMap: { ...content.entityMap, [String(key)]: entity } };
}

/** Drops an entity range of a block (the entity stays only if another range uses it). */
export function removeEntityRange(content: RichContent, blockIndex: number, rangeIndex: number) {
  const blocks = content.blocks.map((b, i) =>
    i === blockIndex
      ? { ...b, entityRanges: b.entityRanges.filter((_, j) => j !== rangeIndex) }
      : b,
  );
  return pruneEntities({ ...content, blocks });
}

/** A media or embed block (Draft.js "atomic": one character carrying the entity) after `index`. */
export function insertAtomic(content: RichContent, index: number, entity: RichEntity): RichContent {
  const key = nextEntityKey(content);
  const block: RichBlock = {
    ...emptyBlock("atomic"),
    text: " ",
    entityRanges: [{ offset: 0, length: 1, key }],
  };
  const blocks = [...content.blocks];
  blocks.splice(index + 1, 0, block);
  return { blocks, entityMap: { ...content.entityMap, [String(key)]: entity } };
}

/** Replaces the data of an entity (the fields of an image, a video, an embed). */
export function updateEntity(content: RichContent, key: number, entity: RichEntity): RichContent {
  return { ...content, entityMap: { ...content.entityMap, [String(key)]: entity } };
}

/** Entities no block refers to any more are left out of what is saved. */
export function pruneEntities(content: RichContent): RichContent {
  const used = new Set(content.blocks.flatMap((b) => b.entityRanges.map((r) => String(r.key))));
  const entityMap = Object.fromEntries(
    Object.entries(content.entityMap).filter(([key]) => used.has(key)),
  );
  return { ...content, entityMap };
}

export function replaceBlock(content: RichContent, index: number, block: RichBlock): RichContent {
  return { ...content, blocks: content.blocks.map((b, i) => (i === index ? block : b)) };
}

export function removeBlock(content: RichContent, index: number): RichContent {
  return pruneEntities({ ...content, blocks: content.blocks.filter((_, i) => i !== index) });
}

export function moveBlock(content: RichContent, from: number, to: number): RichContent {
  if (to < 0 || to >= content.blocks.length) return content;
  const blocks = [...content.blocks];
  const [moved] = blocks.splice(from, 1);
  if (moved) blocks.splice(to, 0, moved);
  return { ...content, blocks };
}

export function insertBlock(content: RichContent, index: number, block: RichBlock): RichContent {
  const blocks = [...content.blocks];
  blocks.splice(index + 1, 0, block);
  return { ...content, blocks };
}
