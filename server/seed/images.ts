import { avatarArt, bannerArt, cardArt } from "./art/compose.ts";
import { PALETTES } from "./art/palette.ts";
import { ARTICLES, COURSES } from "./content/catalogue.ts";
import { BANNERS, COMBOS, PROMOTIONS } from "./content/marketing.ts";
import { STAFF } from "./content/people.ts";
import type { StaffKey } from "./content/types.ts";

/** One generated image: its key (how the writer finds it), media title, uploader, artwork. */
export interface ImageJob {
  key: string;
  title: string;
  owner: StaffKey;
  svg: () => string;
}

export const imageKeys = {
  courseAvatar: (slug: string) => `course:${slug}:avatar`,
  coursePromoAvatar: (slug: string) => `course:${slug}:promotional-avatar`,
  courseSharing: (slug: string) => `course:${slug}:sharing`,
  articleAvatar: (slug: string) => `article:${slug}:avatar`,
  articleBanner: (slug: string) => `article:${slug}:banner`,
  banner: (index: number) => `banner:${index}`,
  combo: (slug: string) => `combo:${slug}:image`,
  comboPromo: (slug: string) => `combo:${slug}:promotional`,
  promotion: (slug: string) => `promotion:${slug}:image`,
  staff: (key: StaffKey) => `user:${key}:avatar`,
};

const LIFETIME = "Học trọn đời · Có chứng chỉ";
const CARD = { width: 1200, height: 800 } as const; // ratio 1.5, the item card's
const SHARING = { width: 1200, height: 630 } as const; // Open Graph's recommended size
const BANNER_DESKTOP = { width: 1920, height: 549 } as const; // 3.5:1
const BANNER_MOBILE = { width: 1280, height: 720 } as const; // 16:9

const formatDong = (amount: number) => `${amount.toLocaleString("vi-VN")} đ`;

/** Every image of the demo catalogue. */
export function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const course of COURSES) {
    const palette = PALETTES[course.category];
    const deliveryNote =
      course.delivery === "ONSITE"
        ? "Lớp học trực tiếp"
        : course.delivery === "REMOTE"
          ? "Lớp trực tuyến qua video call"
          : LIFETIME;
    jobs.push({
      key: imageKeys.courseAvatar(course.slug),
      title: `Ảnh đại diện – ${course.name}`,
      owner: course.creator,
      svg: () => cardArt({ title: course.name, palette, ...CARD, footnote: deliveryNote }),
    });
    jobs.push({
      key: imageKeys.courseSharing(course.slug),
      title: `Ảnh chia sẻ – ${course.name}`,
      owner: course.creator,
      svg: () => cardArt({ title: course.name, palette, ...SHARING, footnote: "demo.hocviet.vn" }),
    });
    if (course.promotion) {
      const discount = PROMOTIONS[course.promotion].discount;
      jobs.push({
        key: imageKeys.coursePromoAvatar(course.slug),
        title: `Ảnh khuyến mãi – ${course.name}`,
        owner: course.creator,
        svg: () =>
          cardArt({
            title: course.name,
            palette,
            ...CARD,
            footnote: deliveryNote,
            badge: ["ƯU ĐÃI", `-${discount}%`],
          }),
      });
    }
  }
  for (const article of ARTICLES) {
    const palette = PALETTES[article.category];
    jobs.push({
      key: imageKeys.articleAvatar(article.slug),
      title: `Ảnh bài viết – ${article.name}`,
      owner: article.creator,
      svg: () => cardArt({ title: article.name, palette, ...CARD, label: article.label }),
    });
    if (article.withBanner) {
      jobs.push({
        key: imageKeys.articleBanner(article.slug),
        title: `Ảnh bìa bài viết – ${article.name}`,
        owner: article.creator,
        svg: () =>
          bannerArt({
            title: article.name,
            subtitle: article.description,
            palette,
            ...BANNER_DESKTOP,
          }),
      });
    }
  }
  BANNERS.forEach((banner, index) => {
    const size = banner.place === "HOME_HEADER_ON_MOBILE" ? BANNER_MOBILE : BANNER_DESKTOP;
    jobs.push({
      key: imageKeys.banner(index),
      title: `Banner – ${banner.caption}`,
      owner: "manager",
      svg: () => bannerArt({ ...banner.art, palette: PALETTES[banner.art.category], ...size }),
    });
  });
  for (const combo of COMBOS) {
    const palette = PALETTES[combo.category];
    const label = `COMBO ${combo.courses.length} KHOÁ HỌC`;
    const sum = combo.courses.reduce(
      (total, slug) => total + (COURSES.find((c) => c.slug === slug)?.price ?? 0),
      0,
    );
    const saving = Math.round((1 - combo.price / sum) * 100);
    jobs.push({
      key: imageKeys.combo(combo.slug),
      title: `Ảnh combo – ${combo.name}`,
      owner: "director",
      svg: () =>
        cardArt({
          title: combo.name,
          palette,
          ...CARD,
          label,
          footnote: `Chỉ ${formatDong(combo.price)}`,
        }),
    });
    jobs.push({
      key: imageKeys.comboPromo(combo.slug),
      title: `Ảnh khuyến mãi combo – ${combo.name}`,
      owner: "director",
      svg: () =>
        cardArt({
          title: combo.name,
          palette,
          ...CARD,
          label,
          footnote: `Chỉ ${formatDong(combo.price)}`,
          badge: ["TIẾT KIỆM", `${saving}%`],
        }),
    });
  }
  for (const promotion of Object.values(PROMOTIONS)) {
    jobs.push({
      key: imageKeys.promotion(promotion.slug),
      title: `Ảnh chương trình – ${promotion.name}`,
      owner: "director",
      svg: () =>
        cardArt({
          title: promotion.name,
          palette: PALETTES[promotion.category],
          ...CARD,
          label: "KHUYẾN MÃI",
          badge: ["GIẢM", `${promotion.discount}%`],
        }),
    });
  }
  for (const [key, person] of Object.entries(STAFF) as [StaffKey, (typeof STAFF)[StaffKey]][]) {
    if (!person.avatar) continue;
    const { initials, category } = person.avatar;
    jobs.push({
      key: imageKeys.staff(key),
      title: `Ảnh hồ sơ – ${person.fullName}`,
      owner: key,
      svg: () => avatarArt(initials, PALETTES[category]),
    });
  }
  return jobs;
}
