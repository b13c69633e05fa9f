import type { MediaKind } from "../../../shared/constants.ts";
import type { ImageLike } from "../../../shared/media.ts";
import type { MediaRow } from "../../api/media.ts";
import { AudioIcon, DocumentIcon, VideoIcon } from "../icons/screens.tsx";
import { MediaImage } from "../media/MediaImage.tsx";
import classes from "./MediaPicker.module.css";

const KIND_ICONS = { video: VideoIcon, audio: AudioIcon, document: DocumentIcon } as const;

/** A square preview of a library file: the image itself, or the kind's icon and extension. */
export function MediaThumb({
  kind,
  row,
  size = 64,
}: {
  kind: MediaKind;
  row: MediaRow;
  size?: number;
}) {
  if (kind === "image" && row.path && row.basename && row.extension) {
    return (
      <div className={classes.imageThumb} style={{ width: size, height: size }}>
        <MediaImage image={row as unknown as ImageLike} alt="" ratio={1} sizes={`${size}px`} />
      </div>
    );
  }
  const Glyph = kind === "image" ? DocumentIcon : KIND_ICONS[kind];
  return (
    <div className={classes.thumb} style={{ width: size, height: size }} aria-hidden="true">
      <Glyph size={Math.round(size / 2.5)} />
      <span className={classes.extension}>{row.extension?.replace(".", "") ?? ""}</span>
    </div>
  );
}
