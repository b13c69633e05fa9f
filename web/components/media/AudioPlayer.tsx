import { Text } from "@mantine/core";
import { type AudioHTMLAttributes, useState } from "react";
import { assetUrl, type StoredFile } from "../../../shared/media.ts";
import { useT } from "../../app-context.tsx";
import classes from "./media-players.module.css";

export interface AudioPlayerProps
  extends Omit<AudioHTMLAttributes<HTMLAudioElement>, "src" | "children"> {
  audio: StoredFile & { title?: string | null };
}

/**
 * A stored audio file with the browser's controls (seeking uses Range requests). Media events
 * pass through, for the learning page's progress.
 */
export function AudioPlayer({ audio, onError, ...rest }: AudioPlayerProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  return (
    <figure className={classes.audio}>
      <audio
        className={classes.audioElement}
        src={assetUrl(audio)}
        controls
        preload="metadata"
        aria-label={audio.title ?? undefined}
        onError={(event) => {
          setFailed(true);
          onError?.(event);
        }}
        {...rest}
      />
      {audio.title && <figcaption className={classes.caption}>{audio.title}</figcaption>}
      {failed && (
        <Text className={classes.failed} role="alert">
          {t("media.playbackFailed")}
        </Text>
      )}
    </figure>
  );
}
