import { type CSSProperties, type ReactNode, startTransition, useCallback, useState } from "react";
import {
  assetUrl,
  type ImageLike,
  imageAlt,
  imagePlaceholderUrl,
  imageSrcSet,
  MODERN_IMAGE_TYPE,
  modernSrcSet,
} from "../../../shared/media.ts";
import classes from "./MediaImage.module.css";

export interface MediaImageProps {
  /** A stored image (the list API's record); undefined shows the fallback. */
  image: ImageLike | undefined;
  /** What the image shows, when the image has no alternative text of its own (`imageAlt`). */
  alt: string;
  /**
   * The `sizes` attribute: how wide the image is drawn at each viewport width, so that the
   * browser picks the smallest variant that is sharp enough. Full width unless told (docs/product/constants.md).
   */
  sizes?: string;
  /** Width / height of a frame the image covers; without it the image keeps its own shape. */
  ratio?: number;
  /** Eager for images in the first screen, lazy otherwise. */
  loading?: "eager" | "lazy";
  /** "high" for the one image that is the page's largest contentful paint (a home banner). */
  fetchPriority?: "high" | "low" | "auto";
  /**
   * A media query the image is shown under (it is hidden by CSS elsewhere): on other screens the
   * browser fetches a blank pixel instead of the image (a `<picture>` source). The home page's
   * two header banners are both in the server's markup, one per screen shape.
   */
  shownWhen?: string;
  /** Shown when there is no image or it failed; a calm brand surface by default. */
  fallback?: ReactNode;
  className?: string;
}

/**
 * A stored image: its 100w variant, blurred, fills the frame until the variant the browser
 * chose from `srcset` (the AVIF copies' first, where it shows AVIF) has loaded or failed (docs/product/states-and-learning.md "Interface states"); then the image fades in,
 * or the fallback shows. SVGs have no placeholder and no variants: the file itself is shown.
 */
export function MediaImage({
  image,
  alt,
  sizes = "100vw",
  ratio,
  loading = "lazy",
  fetchPriority,
  shownWhen,
  fallback,
  className,
}: MediaImageProps) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  // A cached image may have finished before React attached onLoad (e.g. after hydration). The
  // ref runs in React's commit, where a plain state update is re-rendered synchronously before
  // the commit ends — every image of a hydrating page at once, ~40 % of a 150 ms task on a
  // mid-range phone; as a transition it is rendered after, in slices (docs/decisions/062).
  const imgRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) startTransition(() => setState("loaded"));
  }, []);
  const frameRatio = ratio ?? (image?.width && image.height ? image.width / image.height : 1.5);
  const style = { "--media-image-ratio": String(frameRatio) } as CSSProperties;
  const rootClass = className ? `${classes.root} ${className}` : classes.root;
  const fallbackLayer = (
    <div className={classes.fallback} aria-hidden="true" data-testid="media-image-fallback">
      {fallback ?? <BookGlyph />}
    </div>
  );
  if (!image) {
    return (
      <div className={rootClass} style={style}>
        {fallbackLayer}
      </div>
    );
  }
  const placeholder = imagePlaceholderUrl(image);
  const srcSet = imageSrcSet(image);
  // The same variants in AVIF where the browser shows it (decision 051); the <img> keeps the
  // JPEG/PNG ones for the others. The server's preload names the AVIF set too (seo/images.ts).
  const modernSet = modernSrcSet(image);
  const img = (
    <img
      ref={imgRef}
      className={classes.image}
      src={assetUrl(image)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={imageAlt(image, alt)}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
    />
  );
  return (
    <div
      className={rootClass}
      style={style}
      data-loaded={state === "loaded" || undefined}
      data-failed={state === "failed" || undefined}
      // A first-screen image shows as soon as it has loaded, before the app runs (no fade-in):
      // it is the page's largest paint, and the server's markup has it.
      data-eager={loading === "eager" || undefined}
    >
      {state === "failed" && fallbackLayer}
      {placeholder && state !== "failed" && (
        <div
          className={classes.placeholder}
          style={{ backgroundImage: `url("${placeholder}")` }}
          aria-hidden="true"
          data-testid="media-image-placeholder"
        />
      )}
      {shownWhen || modernSet ? (
        <picture>
          {shownWhen && <source media={`not all and ${shownWhen}`} srcSet={BLANK_PIXEL} />}
          {modernSet && <source type={MODERN_IMAGE_TYPE} srcSet={modernSet} sizes={sizes} />}
          {img}
        </picture>
      ) : (
        img
      )}
    </div>
  );
}

/** A transparent 1×1 GIF: what a `shownWhen` image fetches on the screens it is hidden on. */
const BLANK_PIXEL =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

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
