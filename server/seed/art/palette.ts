/** Colours, labels and a big symbol per subject, so that cards of one subject look related. */

export type Category =
  | "code"
  | "data"
  | "office"
  | "marketing"
  | "design"
  | "language"
  | "finance"
  | "photo"
  | "skills"
  | "news";

export interface Palette {
  label: string;
  from: string;
  to: string;
  accent: string;
  symbol: string;
}

export const PALETTES: Record<Category, Palette> = {
  code: { label: "LẬP TRÌNH", from: "#0f172a", to: "#1d4ed8", accent: "#38bdf8", symbol: "</>" },
  data: { label: "DỮ LIỆU", from: "#042f2e", to: "#0d9488", accent: "#5eead4", symbol: "{ }" },
  office: {
    label: "TIN HỌC VĂN PHÒNG",
    from: "#052e16",
    to: "#15803d",
    accent: "#86efac",
    symbol: "∑",
  },
  marketing: { label: "MARKETING", from: "#431407", to: "#ea580c", accent: "#fdba74", symbol: "↗" },
  design: { label: "THIẾT KẾ", from: "#3b0764", to: "#c026d3", accent: "#f0abfc", symbol: "✦" },
  language: { label: "NGOẠI NGỮ", from: "#172554", to: "#0891b2", accent: "#67e8f9", symbol: "Aa" },
  finance: {
    label: "KẾ TOÁN - TÀI CHÍNH",
    from: "#1e1b4b",
    to: "#4f46e5",
    accent: "#a5b4fc",
    symbol: "₫",
  },
  photo: { label: "NHIẾP ẢNH", from: "#1c1917", to: "#b45309", accent: "#fcd34d", symbol: "◉" },
  skills: { label: "KỸ NĂNG", from: "#4c0519", to: "#e11d48", accent: "#fda4af", symbol: "❝" },
  news: { label: "TIN TỨC", from: "#0c4a6e", to: "#0284c7", accent: "#7dd3fc", symbol: "✎" },
};

/** A stable small number from a text, to vary decorations without randomness. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}
