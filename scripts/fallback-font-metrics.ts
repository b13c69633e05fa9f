import { createRequire } from "node:module";
import path from "node:path";

/**
 * `node scripts/fallback-font-metrics.ts <local font file> <Be Vietnam Pro weight>`: the
 * `size-adjust`, `ascent-override` and `descent-override` of a metric-matched fallback face
 * (web/fonts.css, docs/decisions/033 and 048) that draws text in a system font at Be Vietnam
 * Pro's width and line box, so the swap to the web font moves nothing.
 *
 * size-adjust: Be Vietnam Pro's advance widths over the system font's on a Vietnamese sample
 * (shaped, so the combining marks and kerning count as the browser draws them). The ascent and
 * descent are Be Vietnam Pro's (it sets USE_TYPO_METRICS: 1000 and 265 per 1000, no line gap)
 * divided by the size adjustment, since the browser scales the overrides by it.
 *
 * Only to re-measure (the figures are committed in web/fonts.css). fontkit is a dependency of
 * pdfkit; the system font comes from the machine (Debian: fonts-roboto-unhinted for Roboto).
 */

interface Font {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  fullName: string;
  postscriptName: string;
  layout(text: string): { advanceWidth: number };
}
const fontkit = createRequire(import.meta.url)("fontkit") as { openSync(file: string): Font };

/** Storefront text: course titles, descriptions, prices and buttons, in Vietnamese. */
export const SAMPLE = [
  "Học Việt — nền tảng học trực tuyến cho người Việt.",
  "Lập trình Python cơ bản: từ biến, vòng lặp đến hàm và lớp, với bài tập thực hành mỗi tuần.",
  "Kế toán doanh nghiệp thực hành (lớp trực tuyến). Giảng viên: Nguyễn Thị Hồng Nhung.",
  "Khóa học nổi bật · Xem tất cả · Đăng nhập · Tạo tài khoản · Thêm vào giỏ hàng",
  "Giá 1.290.000 ₫, giảm 30% đến hết ngày 31/12. Học mọi lúc, mọi nơi, trên điện thoại.",
  "Tiếng Anh giao tiếp cho người đi làm; Thiết kế đồ họa với Figma; Marketing số.",
].join(" ");

const BE_VIETNAM_PRO: Record<string, string> = {
  "400": "400Regular/BeVietnamPro_400Regular.ttf",
  "600": "600SemiBold/BeVietnamPro_600SemiBold.ttf",
  "700": "700Bold/BeVietnamPro_700Bold.ttf",
};

export function overrides(webFont: Font, localFont: Font, sample = SAMPLE) {
  const width = (font: Font) => font.layout(sample).advanceWidth / font.unitsPerEm;
  const sizeAdjust = width(webFont) / width(localFont);
  const percent = (value: number) =>
    `${((value / webFont.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  return {
    sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%`,
    ascentOverride: percent(webFont.ascent),
    descentOverride: percent(Math.abs(webFont.descent)),
    lineGapOverride: percent(webFont.lineGap),
  };
}

if (import.meta.main) {
  const [localFile, weight = "400"] = process.argv.slice(2);
  const webFile = BE_VIETNAM_PRO[weight];
  if (!localFile || !webFile) {
    console.error("usage: node scripts/fallback-font-metrics.ts <font.ttf> <400|600|700>");
    process.exit(2);
  }
  const root = path.resolve(import.meta.dirname, "..");
  const web = fontkit.openSync(
    path.join(root, "node_modules/@expo-google-fonts/be-vietnam-pro", webFile),
  );
  const local = fontkit.openSync(localFile);
  console.log(
    `Be Vietnam Pro ${weight} over ${local.fullName} (${local.postscriptName}):`,
    overrides(web, local),
  );
}
