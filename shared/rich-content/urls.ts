/**
 * Which URLs rich content may carry. Links may go to the web, mail and phone; media sources to
 * the web or this site; iframes only to the embed pages of an allow-list of hosts
 * (docs/product/content.md). Everything else is dropped by the renderer and the sanitizer.
 */

/** Origins whose embed pages may be framed; the content security policy's frame-src too. */
export const IFRAME_HOSTS = [
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.google.com",
  "https://maps.google.com",
  "https://docs.google.com",
] as const;

/** The embed paths per host: a host is allowed for its player or viewer, not for any page. */
const IFRAME_PATHS: Readonly<Record<string, readonly string[]>> = {
  "www.youtube.com": ["/embed/"],
  "www.youtube-nocookie.com": ["/embed/"],
  "player.vimeo.com": ["/video/"],
  "www.google.com": ["/maps/embed"],
  "maps.google.com": ["/maps"],
  "docs.google.com": ["/document/", "/presentation/"],
};

export type UrlUse = "link" | "media" | "iframe";

const SCHEMES: Readonly<Record<UrlUse, readonly string[]>> = {
  link: ["http:", "https:", "mailto:", "tel:"],
  media: ["http:", "https:"],
  iframe: ["https:"],
};

/**
 * The URL as it may be written into an attribute, or null when it is not allowed for that use.
 * Browsers ignore tabs and newlines inside URLs and leading control characters and spaces
 * ("java\tscript:"); they are removed before the scheme is read, so nothing hides behind them.
 */
export function safeUrl(raw: string, use: UrlUse): string | null {
  const trimmed = raw
    .replace(/[\t\n\r]/g, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these, so do we
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may remain
  if (trimmed === "" || trimmed.length > 2048 || /[\u0000-\u001f\u007f]/.test(trimmed)) {
    return null;
  }
  if (use === "iframe") return allowedIframe(trimmed) ? trimmed : null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(trimmed)?.[1];
  if (scheme !== undefined) {
    return SCHEMES[use].includes(`${scheme.toLowerCase()}:`) ? trimmed : null;
  }
  // Without a scheme: a path of this site ("/media/…", "#part"), never protocol-relative
  // ("//evil.example") nor a backslash form browsers read as one ("/\evil.example").
  if (trimmed.startsWith("//") || trimmed.includes("\\")) return null;
  if (use === "media" && !trimmed.startsWith("/")) return null;
  return trimmed;
}

function allowedIframe(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  if (!(IFRAME_HOSTS as readonly string[]).includes(url.origin)) return false;
  return (IFRAME_PATHS[url.hostname] ?? []).some((prefix) => url.pathname.startsWith(prefix));
}
