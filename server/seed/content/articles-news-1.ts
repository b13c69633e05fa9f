import { h2, h3, ol, p, quote, ul } from "../rich.ts";
import type { ArticleSeed } from "./types.ts";

/** Blog and news, part 1: learning guides. */
export const NEWS_ARTICLES_1: ArticleSeed[] = [
  {
    slug: "5-ly-do-nen-hoc-python",
    name: "5 lý do nên bắt đầu học lập trình với Python",
    description:
      "Cú pháp dễ đọc, cộng đồng lớn, dùng được cho cả tự động hoá, phân tích dữ liệu lẫn AI: Python là lựa chọn tuyệt vời cho người mới.",
    category: "code",
    filedUnder: "lo-trinh-nghe-nghiep",
    label: "LẬP TRÌNH",
    creator: "teacher",
    priority: 50,
    updatedDaysAgo: 2,
    withBanner: true,
    content: [
      p(
        "Nếu bạn đang phân vân nên học ngôn ngữ lập trình nào đầu tiên, câu trả lời của phần lớn giảng viên là **Python**. Dưới đây là năm lý do.",
      ),
      h3("1. Cú pháp gần với tiếng Anh"),
      p(
        "Một vòng lặp in ra 5 số chỉ cần hai dòng: `for i in range(5):` và `print(i)`. Bạn tập trung vào *tư duy*, không phải dấu chấm phẩy.",
      ),
      h3("2. Dùng được ở khắp nơi"),
      ul(
        "Tự động hoá Excel, e-mail, đổi tên hàng loạt tệp",
        "Phân tích dữ liệu với pandas",
        "Xây dựng web với Django, FastAPI",
        "Trí tuệ nhân tạo và học máy",
      ),
      h3("3. Cộng đồng khổng lồ"),
      p("Mọi lỗi bạn gặp gần như chắc chắn đã có người hỏi và được trả lời."),
      h3("4. Nhu cầu tuyển dụng cao"),
      p("Python luôn nằm trong nhóm ngôn ngữ được tuyển dụng nhiều nhất, đặc biệt ở mảng dữ liệu."),
      h3("5. Bắt đầu miễn phí"),
      p(
        "Khoá [Lập trình Python cơ bản](/courses/lap-trinh-python-co-ban) của Học Việt hoàn toàn miễn phí. Hãy thử ngay hôm nay!",
      ),
    ],
  },
  {
    slug: "lo-trinh-tro-thanh-lap-trinh-vien-web",
    name: "Lộ trình trở thành lập trình viên Web trong 6 tháng",
    description:
      "Từ HTML, CSS đến JavaScript, React và Node.js: lộ trình từng tháng cho người tự học muốn đi làm lập trình viên web.",
    category: "code",
    filedUnder: "lo-trinh-nghe-nghiep",
    label: "LỘ TRÌNH",
    creator: "teacher",
    priority: 40,
    updatedDaysAgo: 9,
    content: [
      p(
        "Sáu tháng là đủ để đi từ con số 0 đến công việc đầu tiên, nếu bạn học **đều đặn 2 giờ mỗi ngày**.",
      ),
      h2("Lộ trình gợi ý"),
      ol(
        "Tháng 1: HTML, CSS, dựng lại 3 trang web bạn thích",
        "Tháng 2–3: JavaScript nền tảng, DOM, gọi API",
        "Tháng 4: React, làm một ứng dụng quản lý công việc",
        "Tháng 5: Node.js, REST API và cơ sở dữ liệu",
        "Tháng 6: dự án cá nhân hoàn chỉnh, hồ sơ GitHub, luyện phỏng vấn",
      ),
      quote("Nhà tuyển dụng không hỏi bạn học ở đâu, họ hỏi bạn đã làm được gì."),
      p(
        "Tiết kiệm thời gian tìm tài liệu với [Combo Lập trình Web toàn diện](/combos/combo-lap-trinh-web-toan-dien).",
      ),
    ],
  },
  {
    slug: "bi-quyet-dat-ielts-6-5-khi-di-lam",
    name: "Bí quyết đạt IELTS 6.5 khi vừa đi học vừa đi làm",
    description:
      "Không có nhiều thời gian vẫn có thể đạt IELTS 6.5 nếu biết sắp xếp lịch học thông minh và luyện đúng trọng tâm.",
    category: "language",
    filedUnder: "meo-hoc-tap",
    label: "NGOẠI NGỮ",
    creator: "writer",
    priority: 30,
    updatedDaysAgo: 5,
    content: [
      p(
        "Nhiều học viên của chúng tôi đạt 6.5 chỉ sau 3 tháng, dù vẫn làm việc toàn thời gian. Họ có chung mấy thói quen sau.",
      ),
      ul(
        "Nghe podcast tiếng Anh trên đường đi làm, mỗi ngày 20 phút",
        "Viết một bài Task 2 mỗi cuối tuần và **nhờ người chữa**",
        "Học từ vựng theo chủ đề, không học danh sách rời rạc",
        "Thi thử trong điều kiện thật ít nhất hai lần trước ngày thi",
      ),
      h3("Đừng bỏ qua Speaking"),
      p(
        "Hãy tự ghi âm câu trả lời Part 2 rồi nghe lại: bạn sẽ bất ngờ với những lỗi mình không nhận ra khi nói.",
      ),
      p(
        "Cần người đồng hành? Tham khảo lớp [Luyện thi IELTS 6.5+ cấp tốc](/courses/luyen-thi-ielts-6-5-cap-toc) tại Hà Nội.",
      ),
    ],
  },
  {
    slug: "10-ham-excel-dan-van-phong-nen-biet",
    name: "10 hàm Excel dân văn phòng nào cũng nên biết",
    description:
      "SUMIFS, COUNTIF, XLOOKUP, IFERROR… Những hàm giúp bạn rút ngắn hàng giờ làm báo cáo mỗi tuần.",
    category: "office",
    filedUnder: "meo-hoc-tap",
    label: "TIN HỌC VĂN PHÒNG",
    creator: "manager",
    priority: 20,
    updatedDaysAgo: 12,
    content: [
      p(
        "Bạn không cần thuộc hàng trăm hàm. Mười hàm dưới đây giải quyết **hơn 80%** nhu cầu của dân văn phòng.",
      ),
      ol(
        "`SUM` và `SUMIFS`: tính tổng có điều kiện",
        "`COUNTIF`: đếm theo điều kiện",
        "`AVERAGEIFS`: trung bình có điều kiện",
        "`IF` và `IFS`: rẽ nhánh",
        "`IFERROR`: thay lỗi bằng giá trị dễ đọc",
        "`XLOOKUP`: tra cứu thay cho VLOOKUP",
        "`TEXT`: định dạng ngày, số",
        "`TRIM`: xoá khoảng trắng thừa",
        "`UNIQUE`: lấy danh sách không trùng",
        "`FILTER`: lọc dữ liệu bằng công thức",
      ),
      p(
        "Muốn luyện tập có bài tập và lời giải? Xem khoá [Excel văn phòng](/courses/excel-van-phong-tu-co-ban-den-nang-cao).",
      ),
    ],
  },
  {
    slug: "chup-anh-san-pham-dep-bang-dien-thoai",
    name: "Cách chụp ảnh sản phẩm đẹp chỉ với điện thoại",
    description:
      "Ánh sáng cửa sổ, một tấm bìa trắng và vài mẹo bố cục là đủ để có bộ ảnh sản phẩm chuyên nghiệp cho shop online.",
    category: "photo",
    filedUnder: "meo-hoc-tap",
    label: "NHIẾP ẢNH",
    creator: "writer",
    priority: 0,
    updatedDaysAgo: 16,
    content: [
      p(
        "Ảnh đẹp giúp tăng tỷ lệ mua hàng rõ rệt. Tin vui là bạn **không cần studio** để có ảnh đẹp.",
      ),
      h3("Chuẩn bị"),
      ul(
        "Một bàn đặt cạnh cửa sổ có nắng gián tiếp",
        "Giấy hoặc bìa trắng làm phông",
        "Một tấm bìa trắng khác để hắt sáng",
      ),
      h3("Khi chụp"),
      ol(
        "Tắt đèn trong phòng để không lẫn màu ánh sáng",
        "Lau sạch ống kính điện thoại",
        "Chạm vào sản phẩm để lấy nét, kéo nhẹ thanh phơi sáng xuống",
        "Chụp nhiều góc: chính diện, 45 độ, cận chi tiết",
      ),
      p(
        "Xem thêm bài học *Chụp sản phẩm bán hàng online* trong khoá [Nhiếp ảnh cơ bản](/courses/nhiep-anh-co-ban).",
      ),
    ],
  },
  {
    slug: "vuot-qua-noi-so-noi-truoc-dam-dong",
    name: "Vượt qua nỗi sợ nói trước đám đông trong 7 ngày",
    description:
      "Run khi thuyết trình là phản ứng tự nhiên. Bảy bài tập ngắn mỗi ngày giúp bạn biến hồi hộp thành năng lượng.",
    category: "skills",
    filedUnder: "meo-hoc-tap",
    label: "KỸ NĂNG",
    creator: "director",
    priority: 10,
    updatedDaysAgo: 22,
    content: [
      p(
        "Theo nhiều khảo sát, nói trước đám đông là một trong những nỗi sợ phổ biến nhất. Tin tốt: nó **giảm dần** khi bạn luyện tập đúng cách.",
      ),
      ol(
        "Ngày 1: ghi âm bài nói 1 phút về chính bạn",
        "Ngày 2: luyện thở bụng 5 phút trước khi nói",
        "Ngày 3: kể một câu chuyện cho một người bạn",
        "Ngày 4: quay video và xem lại ngôn ngữ cơ thể",
        "Ngày 5: nói trước gương với slide 3 trang",
        "Ngày 6: trình bày cho nhóm 3–5 người",
        "Ngày 7: xin nhận xét và ghi lại một điều cần cải thiện",
      ),
      quote("Sự tự tin không đến trước khi bạn hành động; nó đến sau khi bạn đã làm."),
    ],
  },
];
