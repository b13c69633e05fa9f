import classes from "./clipboard.module.css";

/**
 * Copies text: the Clipboard API where the page may use it, else a selected hidden textarea
 * and `execCommand("copy")` (older browsers, pages not served over HTTPS). False if both fail.
 * (Mantine's useClipboard has no such fallback, and callers need the outcome to say so.)
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the old way.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.className = classes.offscreen ?? "";
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
