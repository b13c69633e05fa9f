import { Extension, Node } from "@tiptap/core";
import { ReactNodeViewRenderer } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { MEDIA_NODES } from "../../../shared/rich-content/tiptap.ts";
import { MediaNodeView } from "./MediaNodeView.tsx";

/**
 * The Tiptap schema of the editor: exactly what the stored shape can hold
 * (shared/rich-content/tiptap.ts converts between the two), nothing more.
 */

/** Node types that stand for one stored block and so carry its key and data. */
const BLOCK_NODES = ["paragraph", "heading", "codeBlock", ...Object.values(MEDIA_NODES)];

/**
 * The stored block's key and data, kept on the node so that saving gives them back. Not copied
 * to the second half when Enter splits a block: the converter gives that one a new key.
 */
const BlockIdentity = Extension.create({
  name: "blockIdentity",
  addGlobalAttributes() {
    return [
      {
        types: BLOCK_NODES,
        attributes: {
          blockKey: { default: null, keepOnSplit: false, rendered: false },
          blockData: { default: null, keepOnSplit: false, rendered: false },
        },
      },
    ];
  },
});

const MEDIA_ATTRS: Record<keyof typeof MEDIA_NODES, string[]> = {
  IMAGE: ["src", "title", "alt", "width", "height", "mediaId"],
  VIDEO: ["src", "title", "width", "height", "mediaId"],
  AUDIO: ["src", "title", "mediaId"],
  IFRAME: ["src", "title", "width", "height"],
};

/** An image, video, audio or embed block: an atom edited through its fields (MediaNodeView). */
function mediaNode(type: keyof typeof MEDIA_NODES) {
  return Node.create({
    name: MEDIA_NODES[type],
    group: "block",
    atom: true,
    draggable: true,
    selectable: true,
    addAttributes() {
      return Object.fromEntries(
        MEDIA_ATTRS[type].map((name) => [name, { default: null, rendered: false }]),
      );
    },
    parseHTML() {
      return [{ tag: `figure[data-rich-media="${type}"]` }];
    },
    renderHTML() {
      return ["figure", { "data-rich-media": type }];
    },
    addNodeView() {
      return ReactNodeViewRenderer(MediaNodeView);
    },
  });
}

export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4, 5] },
    strike: false,
    horizontalRule: false,
    // An empty paragraph appended on its own would change what is saved; the gap cursor lets
    // the person type after a media block instead.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      // No target/rel by default: they are set per link, as the stored entity has them.
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  BlockIdentity,
  ...(Object.keys(MEDIA_NODES) as (keyof typeof MEDIA_NODES)[]).map(mediaNode),
];
