import { IFRAME_HOSTS } from "../../shared/rich-content/urls.ts";
import type { Config } from "../config.ts";
import { HEAD_SCRIPT_HASH } from "../pages/head-script.ts";

/**
 * The content security policy: no inline script but the head's one, by its hash
 * (server/pages/head-script.ts); analytics hosts only when configured.
 * Mantine sets style attributes and a style element, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const scripts = ["'self'", HEAD_SCRIPT_HASH];
  const connect = ["'self'"];
  const images = ["'self'", "data:", "blob:"];
  if (config.ga4Id) {
    scripts.push("https://www.googletagmanager.com");
    // Google's CSP guide for GA4: gtag.js also sends hits and pixels to googletagmanager.com.
    connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    images.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (config.metaPixelId) {
    scripts.push("https://connect.facebook.net");
    connect.push("https://www.facebook.com");
    images.push("https://www.facebook.com");
  }
  return {
    "default-src": ["'self'"],
    "script-src": scripts,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": images,
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": connect,
    // The hosts whose embeds rich content may show (the renderer's allow-list).
    "frame-src": [...IFRAME_HOSTS],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
}
