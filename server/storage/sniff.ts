import type { MediaKind } from "./paths.ts";

/** What a file is, read from its first bytes: never from the name or type the client sent. */
export interface FileFormat {
  kind: Exclude<MediaKind, "image">;
  /** With the dot. */
  extension: string;
  mimeType: string;
}

const ascii = (data: Buffer, start: number, end: number) =>
  data.subarray(start, end).toString("latin1");

/**
 * The format of a video, audio or document file for the kind it is stored as, or null when
 * the bytes are not a format that kind accepts. Containers shared by audio and video (MP4,
 * WebM) take the kind the caller asks for; ffprobe then checks the streams.
 */
export function sniffFormat(data: Buffer, kind: FileFormat["kind"]): FileFormat | null {
  const found = kind === "document" ? sniffDocument(data) : sniffMedia(data, kind);
  return found && found.kind === kind ? found : null;
}

function sniffDocument(data: Buffer): FileFormat | null {
  if (ascii(data, 0, 5) === "%PDF-") {
    return { kind: "document", extension: ".pdf", mimeType: "application/pdf" };
  }
  // Office Open XML files are ZIP archives; the folder names inside tell which one.
  if (data.length > 4 && data.readUInt32BE(0) === 0x504b0304) {
    const names = data.subarray(0, Math.min(data.length, 64 * 1024)).toString("latin1");
    const office = names.includes("[Content_Types].xml");
    if (office && names.includes("word/")) {
      return {
        kind: "document",
        extension: ".docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      };
    }
    if (office && names.includes("ppt/")) {
      return {
        kind: "document",
        extension: ".pptx",
        mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      };
    }
    if (office && names.includes("xl/")) {
      return {
        kind: "document",
        extension: ".xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      };
    }
  }
  return null;
}

function sniffMedia(data: Buffer, kind: "video" | "audio"): FileFormat | null {
  const video = kind === "video";
  if (ascii(data, 4, 8) === "ftyp") {
    const brand = ascii(data, 8, 12);
    if (brand === "qt  ") return video ? media("video", ".mov", "video/quicktime") : null;
    return video ? media("video", ".mp4", "video/mp4") : media("audio", ".m4a", "audio/mp4");
  }
  if (data.length > 4 && data.readUInt32BE(0) === 0x1a45dfa3) {
    return media(kind, ".webm", video ? "video/webm" : "audio/webm");
  }
  if (video) return null;
  if (ascii(data, 0, 4) === "OggS") return media("audio", ".ogg", "audio/ogg");
  if (ascii(data, 0, 4) === "fLaC") return media("audio", ".flac", "audio/flac");
  if (ascii(data, 0, 4) === "RIFF" && ascii(data, 8, 12) === "WAVE") {
    return media("audio", ".wav", "audio/wav");
  }
  // ADTS AAC (sync word, layer 0) before MP3, whose frame sync it would also match.
  const b0 = data[0] ?? 0;
  const b1 = data[1] ?? 0;
  if (b0 === 0xff && (b1 & 0xf6) === 0xf0) return media("audio", ".aac", "audio/aac");
  if (ascii(data, 0, 3) === "ID3" || (b0 === 0xff && (b1 & 0xe0) === 0xe0)) {
    return media("audio", ".mp3", "audio/mpeg");
  }
  return null;
}

function media(kind: "video" | "audio", extension: string, mimeType: string): FileFormat {
  return { kind, extension, mimeType };
}
