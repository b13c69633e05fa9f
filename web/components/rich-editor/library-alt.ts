import { createContext } from "react";

/**
 * Whether the content being edited takes a library image's alt text from the media library
 * when it is read (articles: docs/decisions/041), so that an image block's alt field says the
 * library's wins. Course introductions and lesson notes keep the alt typed in the block.
 */
export const LibraryAltWins = createContext(false);
