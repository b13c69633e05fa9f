import { isSvgMarkup } from "../../shared/rich-content/svg.ts";
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

const IMAGE_BRANDS = /^(avif|avis|heic|heix|hevc|hevx|mif1|msf1)$/;

function sniffMedia(data: Buffer, kind: "video" | "audio"): FileFormat | null {
  const video = kind === "video";
  if (ascii(data, 4, 8) === "ftyp") {
    const brand = ascii(data, 8, 12);
    // HEIF/AVIF pictures share the ISO container; ffprobe would take them for one-frame videos.
    if (IMAGE_BRANDS.test(brand)) return null;
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

/** Raster image signatures, for naming what a refused file is. */
function sniffImageType(data: Buffer): string | null {
  const b = (i: number) => data[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return "image/jpeg";
  if (data.length > 8 && data.readUInt32BE(0) === 0x89504e47) return "image/png";
  if (ascii(data, 0, 4) === "GIF8") return "image/gif";
  if (ascii(data, 0, 4) === "RIFF" && ascii(data, 8, 12) === "WEBP") return "image/webp";
  if (ascii(data, 4, 8) === "ftyp" && IMAGE_BRANDS.test(ascii(data, 8, 12))) {
    return ascii(data, 8, 11) === "avi" ? "image/avif" : "image/heic";
  }
  if (ascii(data, 0, 4) === "II*\0" || ascii(data, 0, 4) === "MM\0*") return "image/tiff";
  return null;
}

/**
 * The MIME type the bytes say, whatever kind the upload was meant to be, for the message
 * "Invalid type: ::type"; application/octet-stream when nothing known matches.
 */
export function describeType(head: Buffer): string {
  if (isSvgMarkup(head.toString("utf8"))) return "image/svg+xml";
  const image = sniffImageType(head);
  if (image) return image;
  for (const kind of ["document", "video", "audio"] as const) {
    const found = sniffFormat(head, kind);
    if (found) return found.mimeType;
  }
  return "application/octet-stream";
}
