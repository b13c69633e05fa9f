import { createHash } from "node:crypto";

/**
 * Sets the page's colour scheme before it paints (what Mantine's ColorSchemeScript does): the
 * choice Mantine keeps in local storage, else the system's. The server-rendered markup is the
 * same for both schemes (Mantine draws them with CSS variables under
 * `data-mantine-color-scheme`), so hydration finds no difference and a dark-mode reader sees
 * no light flash.
 */
const COLOR_SCHEME =
  'try{var s=localStorage.getItem("mantine-color-scheme-value");document.documentElement.setAttribute("data-mantine-color-scheme",s==="light"||s==="dark"?s:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light")}catch(e){}';

/**
 * Keeps the last button tapped before the app's code has run, for web/early-tap.ts to press
 * again once React listens (docs/decisions/054): on a slow phone the server's page is on
 * screen seconds before its scripts, and React never hears of a click that came before it.
 * Links and a form's submit button are left to the browser, which follows them by itself.
 */
const EARLY_TAP =
  '(function(){var t=window.earlyTap={target:null};function k(e){var b=e.target instanceof Element?e.target.closest("button"):null;if(b&&!(b.form&&b.type==="submit"))t.target=b}document.addEventListener("click",k,true);t.stop=function(){document.removeEventListener("click",k,true)}})()';

/**
 * The one inline script of a page, in its `<head>`; the content security policy allows it by
 * its hash (server/plugins/security.ts).
 */
export const HEAD_SCRIPT = `${COLOR_SCHEME};${EARLY_TAP}`;

export const HEAD_SCRIPT_HASH = `'sha256-${createHash("sha256").update(HEAD_SCRIPT).digest("base64")}'`;
