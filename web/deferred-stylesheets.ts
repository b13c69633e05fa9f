/**
 * The page's stylesheets, which the server linked as `media="print"` behind the critical CSS it
 * inlined (server/pages/critical-css.ts, docs/decisions/068), applied with the media they are
 * for. Fetched at the lowest priority while the first screen loaded, they held back neither its
 * paint nor its largest image; the app applies them before it renders anything of its own, which
 * may need rules the critical CSS left out (a menu, a dialog). Resolves once each has loaded or
 * failed: a stylesheet that cannot load should not keep the page from working.
 */
export function applyDeferredStylesheets(doc: Document = document): Promise<void> {
  // The attribute Beasties writes the real media into.
  const links = [...doc.querySelectorAll<HTMLLinkElement>("link[data-beasties-media]")];
  return Promise.all(
    links.map((link) => {
      const loaded = link.sheet
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            link.addEventListener("load", () => resolve(), { once: true });
            link.addEventListener("error", () => resolve(), { once: true });
          });
      link.media = link.dataset.beastiesMedia || "all";
      link.removeAttribute("data-beasties-media");
      return loaded;
    }),
  ).then(() => undefined);
}
