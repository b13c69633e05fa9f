import { Text } from "@mantine/core";
import { useEffect, useRef, useState, type VideoHTMLAttributes } from "react";
import { assetUrl, hlsUrl, type StoredFile } from "../../../shared/media.ts";
import { useT } from "../../app-context.tsx";
import classes from "./media-players.module.css";
import { attachVideoSource } from "./video-source.ts";

export interface VideoLike extends StoredFile {
  title?: string | null;
  width?: number | null;
  height?: number | null;
  hls_status?: string | null;
}

export interface VideoPlayerProps
  extends Omit<VideoHTMLAttributes<HTMLVideoElement>, "src" | "children"> {
  video: VideoLike;
}

/**
 * A stored video with the browser's controls: HLS once transcoded, the MP4 until then or when
 * HLS fails (video-source.ts). Media events (onTimeUpdate, onEnded …) pass through, for the
 * learning page's progress.
 */
export function VideoPlayer({ video, onError, ...rest }: VideoPlayerProps) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const mp4 = assetUrl(video);
  const hls = video.hls_status === "READY" ? hlsUrl(video) : null;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setFailed(false);
    return attachVideoSource(element, { hls, mp4 });
  }, [hls, mp4]);

  const ratio = video.width && video.height ? `${video.width} / ${video.height}` : "16 / 9";
  return (
    <div className={classes.video} style={{ aspectRatio: ratio }}>
      <video
        ref={ref}
        className={classes.videoElement}
        controls
        playsInline
        preload="metadata"
        aria-label={video.title ?? undefined}
        onError={(event) => {
          const element = event.currentTarget;
          // Native HLS failed: fall back to the MP4 before giving up.
          if (hls && element.currentSrc.endsWith(hls)) element.src = mp4;
          else setFailed(true);
          onError?.(event);
        }}
        {...rest}
      />
      {failed && (
        <Text className={classes.failed} role="alert">
          {t("media.playbackFailed")}
        </Text>
      )}
    </div>
  );
}
