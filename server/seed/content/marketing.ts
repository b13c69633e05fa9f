import type { BannerPlace } from "../../db/schema.ts";
import type { Category } from "../art/palette.ts";
import type { PromotionKey } from "./types.ts";

export interface PromotionSeed {
  slug: string;
  name: string;
  description: string;
  discount: number;
  category: Category;
  priority: number;
  startedDaysAgo: number;
  /** Hours from the seed's `now` to the end: the flash sale ends within the 48-hour countdown. */
  endsInHours: number;
}

export const PROMOTIONS: Record<PromotionKey, PromotionSeed> = {
  flash: {
    slug: "flash-sale-cuoi-tuan",
    name: "Flash sale cuối tuần",
    description:
      "Giảm 40% cho các khoá học JavaScript, Excel, Digital Marketing và Figma. Ưu đãi chỉ còn trong vài giờ, áp dụng cho mọi học viên.",
    discount: 40,
    category: "marketing",
    priority: 20,
    startedDaysAgo: 2,
    endsInHours: 30,
  },
  autumn: {
    slug: "uu-dai-mua-tuu-truong",
    name: "Ưu đãi mùa tựu trường",
    description:
      "Giảm 25% cho các khoá ReactJS, quảng cáo Facebook và TikTok, tiếng Anh công sở. Bắt đầu năm học mới với kỹ năng mới!",
    discount: 25,
    category: "language",
    priority: 10,
    startedDaysAgo: 5,
    endsInHours: 21 * 24,
  },
};

export interface ComboSeed {
  slug: string;
  name: string;
  description: string;
  price: number;
  priority: number;
  category: Category;
  /** Course slugs, in the order shown. */
  courses: string[];
}

export const COMBOS: ComboSeed[] = [
  {
    slug: "combo-lap-trinh-web-toan-dien",
    name: "Combo Lập trình Web toàn diện",
    description:
      "Trọn lộ trình trở thành lập trình viên web full-stack: JavaScript, ReactJS và Node.js. Tiết kiệm hơn 1 triệu đồng so với mua lẻ.",
    price: 2_490_000,
    priority: 20,
    category: "code",
    courses: [
      "lap-trinh-web-voi-javascript",
      "lap-trinh-reactjs-tu-a-den-z",
      "lap-trinh-nodejs-va-rest-api",
    ],
  },
  {
    slug: "combo-ky-nang-van-phong",
    name: "Combo Kỹ năng văn phòng",
    description:
      "Bốn khoá học giúp bạn nổi bật ở công sở: Excel, tiếng Anh giao tiếp, thuyết trình và quản lý tài chính cá nhân.",
    price: 1_190_000,
    priority: 10,
    category: "office",
    courses: [
      "excel-van-phong-tu-co-ban-den-nang-cao",
      "tieng-anh-giao-tiep-cong-so",
      "ky-nang-thuyet-trinh-truoc-dam-dong",
      "quan-ly-tai-chinh-ca-nhan",
    ],
  },
];

export interface BannerSeed {
  place: BannerPlace;
  caption: string;
  linkedUrl: string;
  sortOrder: number;
  art: { title: string; subtitle: string; category: Category };
}

/** Desktop places are 3.5:1 (1920×549); HOME_HEADER_ON_MOBILE is 16:9 (1280×720). */
export const BANNERS: BannerSeed[] = [
  {
    place: "HOME_HEADER",
    caption: "Học kỹ năng mới mỗi ngày cùng Học Việt",
    linkedUrl: "/courses",
    sortOrder: 1,
    art: {
      title: "Học kỹ năng mới mỗi ngày",
      subtitle: "Lập trình, ngoại ngữ, marketing, văn phòng: học trọn đời, có chứng chỉ hoàn thành",
      category: "language",
    },
  },
  {
    place: "HOME_HEADER",
    caption: "Flash sale cuối tuần: giảm 40%",
    linkedUrl: "/promotions/flash-sale-cuoi-tuan",
    sortOrder: 2,
    art: {
      title: "Flash sale cuối tuần: giảm 40%",
      subtitle: "JavaScript, Excel, Digital Marketing và Figma với giá chưa từng có",
      category: "marketing",
    },
  },
  {
    place: "HOME_HEADER_ON_MOBILE",
    caption: "Học kỹ năng mới mỗi ngày cùng Học Việt",
    linkedUrl: "/courses",
    sortOrder: 1,
    art: {
      title: "Học kỹ năng mới mỗi ngày",
      subtitle: "Học trọn đời, có chứng chỉ hoàn thành",
      category: "language",
    },
  },
  {
    place: "HOME_HEADER_ON_MOBILE",
    caption: "Flash sale cuối tuần: giảm 40%",
    linkedUrl: "/promotions/flash-sale-cuoi-tuan",
    sortOrder: 2,
    art: {
      title: "Flash sale cuối tuần: giảm 40%",
      subtitle: "Ưu đãi kết thúc sau vài giờ nữa",
      category: "marketing",
    },
  },
  {
    place: "HOME_MIDDLE",
    caption: "Combo Lập trình Web toàn diện",
    linkedUrl: "/combos/combo-lap-trinh-web-toan-dien",
    sortOrder: 1,
    art: {
      title: "Combo Lập trình Web toàn diện",
      subtitle: "JavaScript, ReactJS và Node.js trong một lộ trình, tiết kiệm hơn 1 triệu đồng",
      category: "code",
    },
  },
  {
    place: "HOME_BOTTOM",
    caption: "Thanh toán nhanh bằng mã VietQR",
    linkedUrl: "/articles/huong-dan-thanh-toan",
    sortOrder: 1,
    art: {
      title: "Thanh toán nhanh bằng mã VietQR",
      subtitle: "Quét mã bằng ứng dụng ngân hàng, khoá học được kích hoạt tự động",
      category: "finance",
    },
  },
  {
    place: "ABOUT_HEADER",
    caption: "Về Học Việt",
    linkedUrl: "/articles/ve-chung-toi",
    sortOrder: 1,
    art: {
      title: "Học Việt – học để làm được",
      subtitle: "Nền tảng học trực tuyến dành cho người Việt, do người làm nghề giảng dạy",
      category: "news",
    },
  },
];
