/**
 * Chooses how a `<video>` plays a stored video: its HLS renditions once they are ready (natively
 * where the browser plays HLS, as Safari does; through hls.js, loaded on demand, elsewhere),
 * otherwise — and whenever HLS fails for good — the MP4, which the server serves with Range.
 */

export interface VideoSources {
  /** The master playlist, or null while the transcode is not ready. */
  hls: string | null;
  mp4: string;
}

type HlsModule = typeof import("hls.js");

/** Attaches the best source; returns the clean-up for when the element or sources change. */
export function attachVideoSource(
  element: HTMLVideoElement,
  sources: VideoSources,
  loadHls: () => Promise<HlsModule> = () => import("hls.js"),
): () => void {
  const playMp4 = () => {
    element.src = sources.mp4;
  };
  const hlsUrl = sources.hls;
  if (hlsUrl === null) {
    playMp4();
    return () => {};
  }
  if (element.canPlayType("application/vnd.apple.mpegurl")) {
    element.src = hlsUrl;
    return () => {};
  }
  let cancelled = false;
  let player: { destroy(): void } | undefined;
  loadHls().then(({ default: Hls }) => {
    if (cancelled) return;
    if (!Hls.isSupported()) {
      playMp4();
      return;
    }
    // No worker: hls.js would start it from a blob: URL, which the content security policy
    // does not allow; transmuxing on the main thread is its documented fallback.
    const hls = new Hls({ capLevelToPlayerSize: true, enableWorker: false });
    player = hls;
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      hls.destroy();
      player = undefined;
      playMp4();
    });
    hls.loadSource(hlsUrl);
    hls.attachMedia(element);
  }, playMp4); // the hls.js chunk did not load: the MP4 still plays
  return () => {
    cancelled = true;
    player?.destroy();
  };
}
