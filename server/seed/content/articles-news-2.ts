import { h3, ol, p, quote, ul } from "../rich.ts";
import type { ArticleSeed } from "./types.ts";

/** Blog and news, part 2: careers, money and news about the site. */
export const NEWS_ARTICLES_2: ArticleSeed[] = [
  {
    slug: "ra-mat-thanh-toan-vietqr",
    name: "Học Việt ra mắt thanh toán bằng mã VietQR",
    description:
      "Từ nay bạn có thể quét mã VietQR bằng ứng dụng ngân hàng để thanh toán khoá học, khoá học được kích hoạt tự động sau vài phút.",
    category: "finance",
    filedUnder: "tin-tuc-hoc-viet",
    label: "TIN TỨC",
    creator: "manager",
    priority: 0,
    updatedDaysAgo: 1,
    withBanner: true,
    content: [
      p(
        "Thanh toán khoá học giờ đây nhanh hơn bao giờ hết: trên trang thanh toán, bạn chỉ cần **quét mã VietQR** bằng ứng dụng của hầu hết ngân hàng tại Việt Nam.",
      ),
      h3("Có gì mới?"),
      ul(
        "Số tài khoản, số tiền và nội dung chuyển khoản được điền sẵn, không lo gõ nhầm",
        ["Dùng được với ứng dụng của hầu hết ngân hàng thành viên NAPAS 247", 1],
        ["Chuyển khoản nhanh 24/7, kể cả ngày nghỉ", 1],
        "Hệ thống tự đối soát và kích hoạt khoá học, không cần gửi biên lai",
        "Trang thanh toán tự cập nhật khi tiền đã đến",
      ),
      p("Xem chi tiết trong [hướng dẫn thanh toán](/articles/huong-dan-thanh-toan)."),
    ],
  },
  {
    slug: "ke-toan-vien-can-ky-nang-gi",
    name: "Kế toán viên cần những kỹ năng gì để không bị thay thế?",
    description:
      "Phần mềm làm được việc nhập liệu, nhưng hiểu nghiệp vụ, phân tích số liệu và tư vấn cho quản lý vẫn là việc của con người.",
    category: "finance",
    filedUnder: "lo-trinh-nghe-nghiep",
    label: "NGHỀ NGHIỆP",
    creator: "director",
    priority: 0,
    updatedDaysAgo: 33,
    content: [
      p(
        "Hoá đơn điện tử và phần mềm kế toán đã tự động hoá phần lớn việc nhập liệu. Kế toán viên cần **nâng cấp** những kỹ năng sau.",
      ),
      ul(
        "Hiểu sâu nghiệp vụ và chính sách thuế mới",
        "Phân tích báo cáo tài chính, đưa ra cảnh báo sớm",
        "Thành thạo Excel và công cụ trực quan hoá dữ liệu",
        "Giao tiếp, trình bày số liệu cho người không làm tài chính",
      ),
      quote("Máy móc ghi sổ, con người đọc được câu chuyện đằng sau con số."),
    ],
  },
  {
    slug: "figma-cho-nguoi-moi-bat-dau",
    name: "Figma cho người mới: bắt đầu từ đâu?",
    description:
      "Năm khái niệm cần nắm đầu tiên khi mở Figma: Frame, Auto layout, Component, Variant và Prototype.",
    category: "design",
    filedUnder: "meo-hoc-tap",
    label: "THIẾT KẾ",
    creator: "teacher",
    priority: 0,
    updatedDaysAgo: 27,
    content: [
      p(
        "Figma chạy ngay trên trình duyệt, miễn phí cho cá nhân và là công cụ tiêu chuẩn của nghề UI/UX.",
      ),
      ol(
        "**Frame**: khung chứa một màn hình hoặc một phần giao diện",
        "**Auto layout**: tự căn chỉnh khoảng cách khi nội dung thay đổi",
        "**Component**: thành phần dùng lại, sửa một chỗ cập nhật mọi nơi",
        "**Variant**: các trạng thái của một component (bình thường, hover, vô hiệu)",
        "**Prototype**: nối các màn hình để thử như ứng dụng thật",
      ),
      p(
        "Tham khảo khoá [Thiết kế UI/UX với Figma](/courses/thiet-ke-ui-ux-voi-figma) để học qua dự án thực tế.",
      ),
    ],
  },
  {
    slug: "quy-tac-50-30-20",
    name: "Quản lý tài chính cá nhân với quy tắc 50/30/20",
    description:
      "Một quy tắc đơn giản giúp bạn cân bằng giữa chi tiêu thiết yếu, hưởng thụ và tiết kiệm mà không cần bảng tính phức tạp.",
    category: "finance",
    filedUnder: "meo-hoc-tap",
    label: "TÀI CHÍNH",
    creator: "manager",
    priority: 0,
    updatedDaysAgo: 40,
    content: [
      p(
        "Quy tắc 50/30/20 chia thu nhập sau thuế thành ba phần: **50% thiết yếu, 30% mong muốn, 20% tiết kiệm**.",
      ),
      h3("Áp dụng thế nào?"),
      ul(
        "Ngay khi nhận lương, chuyển 20% sang tài khoản tiết kiệm riêng",
        "Ghi chép chi tiêu trong một tháng để biết mình đang ở đâu",
        "Nếu chi phí thiết yếu vượt 50%, hãy xem lại tiền nhà và đi lại trước",
      ),
      p(
        "Khoá học [Quản lý tài chính cá nhân](/courses/quan-ly-tai-chinh-ca-nhan) có bảng kế hoạch 12 tháng để bạn áp dụng ngay.",
      ),
    ],
  },
  {
    slug: "xu-huong-digital-marketing",
    name: "Những xu hướng Digital Marketing doanh nghiệp nhỏ không nên bỏ qua",
    description:
      "Video ngắn, nội dung do người dùng tạo và dữ liệu khách hàng của chính doanh nghiệp đang thay đổi cách bán hàng online.",
    category: "marketing",
    filedUnder: "lo-trinh-nghe-nghiep",
    label: "MARKETING",
    creator: "manager",
    priority: 0,
    updatedDaysAgo: 14,
    content: [
      p(
        "Chi phí quảng cáo ngày càng tăng, doanh nghiệp nhỏ cần làm marketing **thông minh hơn** thay vì chi nhiều hơn.",
      ),
      ul(
        "Video ngắn dưới 30 giây trên TikTok, Reels và Shorts",
        "Nội dung từ khách hàng thật: đánh giá, video trải nghiệm",
        "Xây danh sách khách hàng riêng qua e-mail và Zalo OA",
        "Đo lường bằng dữ liệu của chính mình thay vì chỉ dựa vào nền tảng quảng cáo",
      ),
      p("Bắt đầu với khoá [Digital Marketing thực chiến](/courses/digital-marketing-thuc-chien)."),
    ],
  },
  {
    slug: "uu-dai-mua-tuu-truong-giam-25",
    name: "Ưu đãi mùa tựu trường: giảm 25% nhiều khoá học",
    description:
      "ReactJS, quảng cáo Facebook và TikTok, tiếng Anh giao tiếp công sở đồng loạt giảm 25% trong ba tuần.",
    category: "language",
    filedUnder: "tin-tuc-hoc-viet",
    label: "ƯU ĐÃI",
    creator: "manager",
    priority: 0,
    updatedDaysAgo: 5,
    content: [
      p("Chào năm học mới, Học Việt giảm **25% học phí** cho ba khoá học được yêu thích nhất."),
      ul(
        "[Lập trình ReactJS từ A đến Z](/courses/lap-trinh-reactjs-tu-a-den-z)",
        "[Quảng cáo Facebook và TikTok cho người bán hàng](/courses/quang-cao-facebook-va-tiktok)",
        "[Tiếng Anh giao tiếp công sở](/courses/tieng-anh-giao-tiep-cong-so)",
      ),
      p(
        "Giá ưu đãi được giữ nguyên cho đơn hàng tạo trong thời gian khuyến mãi. Xem chi tiết tại trang [ưu đãi](/promotions/uu-dai-mua-tuu-truong).",
      ),
    ],
  },
];
