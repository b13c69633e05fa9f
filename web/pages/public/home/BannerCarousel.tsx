import { useInterval, useReducedMotion } from "@mantine/hooks";
import { type CSSProperties, useEffect, useState } from "react";
import { Link } from "react-router";
import type { ImageRow, ListResult } from "../../../api/records.ts";
import { ref } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { ArrowLeftIcon, ArrowRightIcon } from "../../../components/icons/index.tsx";
import { MediaImage } from "../../../components/media/MediaImage.tsx";
import classes from "./BannerCarousel.module.css";
import type { BannerRow } from "./banners.ts";

export const AUTOPLAY_MS = 6000;

interface BannerCarouselProps {
  banners: readonly BannerRow[];
  refs: ListResult["refs"];
  /** Width / height of every slide. */
  ratio: number;
  /** The `sizes` of the banner images. */
  sizes: string;
  /**
   * The first banner is on the first screen: it loads at once, at this fetch priority — "high"
   * where it is the page's largest paint, "low" where a larger image below it is (the two
   * share a phone's bandwidth). Without it, every banner loads lazily.
   */
  priority?: "high" | "low";
  className?: string;
  testId?: string;
  /** The screens it is shown on, when CSS hides it on others (MediaImage `shownWhen`). */
  shownWhen?: string;
}

/**
 * The banners of one place: one banner as it is, several as a carousel (arrows, dots) that
 * moves on by itself every few seconds, except while the pointer or the focus is on it and for
 * readers who asked for reduced motion.
 */
export function BannerCarousel({
  banners,
  refs,
  ratio,
  sizes,
  priority,
  className,
  testId,
  shownWhen,
}: BannerCarouselProps) {
  const t = useT();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const current = count > 0 ? active % count : 0;
  const playing = count > 1 && !hovered && !focused && !reducedMotion;

  const { start, stop } = useInterval(() => setActive((index) => (index + 1) % count), AUTOPLAY_MS);
  useEffect(() => {
    if (!playing) return;
    start();
    return stop;
  }, [playing, start, stop]);

  if (count === 0) return null;
  const style = { "--banner-ratio": String(ratio) } as CSSProperties;
  const rootClass = className ? `${classes.root} ${className}` : classes.root;
  const slide = (banner: BannerRow, index: number) => (
    <BannerSlide
      banner={banner}
      image={ref<ImageRow>(refs, "image", banner.image_id)}
      ratio={ratio}
      sizes={sizes}
      priority={index === 0 ? priority : undefined}
      shownWhen={shownWhen}
    />
  );

  if (count === 1) {
    return (
      <div className={rootClass} style={style} data-testid={testId}>
        {slide(banners[0] as BannerRow, 0)}
      </div>
    );
  }

  const go = (index: number) => setActive((index + count) % count);
  return (
    <section
      className={rootClass}
      style={style}
      aria-roledescription="carousel"
      aria-label={t("home.banners.label")}
      data-testid={testId}
      data-playing={playing || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announced when it changes only once it has stopped moving on by itself. */}
      <div className={classes.slides} aria-live={playing ? "off" : "polite"}>
        {banners.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form's fieldset
          <div
            key={banner.id}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t("home.banners.slide", { index: index + 1, count })}
            data-active={index === current || undefined}
            inert={index !== current}
          >
            {slide(banner, index)}
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${classes.arrow} ${classes.previous}`}
        aria-label={t("home.banners.previous")}
        onClick={() => go(current - 1)}
      >
        <ArrowLeftIcon size={20} />
      </button>
      <button
        type="button"
        className={`${classes.arrow} ${classes.next}`}
        aria-label={t("home.banners.next")}
        onClick={() => go(current + 1)}
      >
        <ArrowRightIcon size={20} />
      </button>
      <div className={classes.dots}>
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className={classes.dot}
            aria-label={t("home.banners.goTo", { index: index + 1 })}
            aria-current={index === current || undefined}
            onClick={() => go(index)}
          />
        ))}
      </div>
    </section>
  );
}

interface BannerSlideProps {
  banner: BannerRow;
  image: ImageRow | undefined;
  ratio: number;
  sizes: string;
  priority: "high" | "low" | undefined;
  shownWhen: string | undefined;
}

/** One banner: its image with the caption as alt text, a link when it has a linked URL. */
function BannerSlide({ banner, image, ratio, sizes, priority, shownWhen }: BannerSlideProps) {
  const picture = (
    <MediaImage
      shownWhen={shownWhen}
      image={image}
      alt={banner.caption ?? ""}
      ratio={ratio}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority}
      className={classes.image}
    />
  );
  const url = banner.linked_url?.trim();
  if (!url) return picture;
  // Paths of the site move inside the app; other addresses are ordinary links.
  if (url.startsWith("/") && !url.startsWith("//")) {
    return (
      <Link to={url} className={classes.link} data-testid="banner-link">
        {picture}
      </Link>
    );
  }
  return (
    <a href={url} className={classes.link} rel="noopener" data-testid="banner-link">
      {picture}
    </a>
  );
}
