import { createHash } from "node:crypto";

/**
 * Sets the page's colour scheme before it paints (what Mantine's ColorSchemeScript does): the
 * choice Mantine keeps in local storage, else the system's. The server-rendered markup is the
 * same for both schemes (Mantine draws them with CSS variables under
 * `data-mantine-color-scheme`), so hydration finds no difference and a dark-mode reader sees
 * no light flash. The one inline script of the page, allowed by its hash in the content
 * security policy (server/plugins/security.ts).
 */
export const COLOR_SCHEME_SCRIPT =
  'try{var s=localStorage.getItem("mantine-color-scheme-value");document.documentElement.setAttribute("data-mantine-color-scheme",s==="light"||s==="dark"?s:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light")}catch(e){}';

export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash("sha256").update(COLOR_SCHEME_SCRIPT).digest("base64")}'`;
