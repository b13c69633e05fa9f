import { type CSSProperties, useCallback, useState } from "react";
import { assetUrl, type ImageLike, imagePlaceholderUrl, imageSrcSet } from "../../shared/media.ts";
import classes from "./BlurImage.module.css";

interface BlurImageProps {
  image: (ImageLike & { title?: string | null }) | undefined;
  alt: string;
  /** Width / height of the frame; the image covers it. */
  ratio?: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Eager for images in the first screen, lazy otherwise. */
  loading?: "eager" | "lazy";
  className?: string;
}

/**
 * An image in a fixed-ratio frame that shows the blurry 100w preview until the full image has
 * loaded or failed (SPEC.md §4 "Image view"), then fades the image in.
 */
export function BlurImage({
  image,
  alt,
  ratio = 1.5,
  sizes,
  loading = "lazy",
  className,
}: BlurImageProps) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  // A cached image may have finished before React attached onLoad (e.g. after hydration).
  const imgRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setState("loaded");
  }, []);
  const style = { "--blur-image-ratio": String(ratio) } as CSSProperties;
  const rootClass = className ? `${classes.root} ${className}` : classes.root;

  if (!image) {
    return (
      <div className={rootClass} style={style}>
        <div className={classes.fallback} aria-hidden="true">
          <BookGlyph />
        </div>
      </div>
    );
  }
  const placeholder = imagePlaceholderUrl(image);
  const srcSet = imageSrcSet(image);
  return (
    <div
      className={rootClass}
      style={style}
      data-loaded={state === "loaded" || undefined}
      data-failed={state === "failed" || undefined}
    >
      {state === "failed" && (
        <div className={classes.fallback} aria-hidden="true">
          <BookGlyph />
        </div>
      )}
      {placeholder && (
        <div
          className={classes.placeholder}
          style={{ backgroundImage: `url("${placeholder}")` }}
          aria-hidden="true"
        />
      )}
      <img
        ref={imgRef}
        className={classes.image}
        src={assetUrl(image)}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        alt={alt}
        loading={loading}
        decoding="async"
        onLoad={() => setState("loaded")}
        onError={() => setState("failed")}
      />
    </div>
  );
}

function BookGlyph() {
  return (
    <svg
      width="44"
      height="44"
      viewBox="0 0 40 40"
      fill="currentColor"
      opacity="0.55"
      aria-hidden="true"
    >
      <path d="M6 12.5c5-1.9 9.8-1.4 13 1.4v16.3c-3.3-2.4-7.9-2.8-13-1.3z" />
      <path d="M34 12.5c-5-1.9-9.8-1.4-13 1.4v16.3c3.3-2.4 7.9-2.8 13-1.3z" opacity=".75" />
    </svg>
  );
}
