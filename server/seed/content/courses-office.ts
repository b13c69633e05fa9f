import { h3, ol, p, ul } from "../rich.ts";
import { courseIntro } from "./intro.ts";
import { audio, doc, quiz, session, text, video } from "./lessons.ts";
import type { CourseSeed } from "./types.ts";

/** Office, accounting, finance and soft-skill courses. */
export const OFFICE_COURSES: CourseSeed[] = [
  {
    slug: "excel-van-phong-tu-co-ban-den-nang-cao",
    name: "Excel văn phòng từ cơ bản đến nâng cao",
    category: "office",
    level: "ALL_LEVELS",
    description:
      "Thành thạo Excel cho công việc hằng ngày: nhập liệu chuẩn, hàm thông dụng, PivotTable và biểu đồ báo cáo.",
    price: 399_000,
    priority: 92,
    featured: true,
    creator: "manager",
    updatedDaysAgo: 8,
    promotion: "flash",
    objectives: [
      "Nhập và định dạng dữ liệu đúng chuẩn để dễ tính toán",
      "Dùng thành thạo SUM, COUNTIF, SUMIFS, IF, VLOOKUP, XLOOKUP",
      "Tổng hợp dữ liệu nhanh bằng PivotTable",
      "Trình bày báo cáo bằng biểu đồ rõ ràng, thuyết phục",
      "Tiết kiệm hàng giờ mỗi tuần với phím tắt",
    ],
    requirements: [
      "Máy tính cài Microsoft Excel 2016 trở lên hoặc Microsoft 365",
      "Không cần kiến thức trước",
    ],
    introduction: courseIntro({
      lead: "Khảo sát của nhiều doanh nghiệp cho thấy nhân viên văn phòng dành **hơn 30% thời gian** làm việc với bảng tính. Khoá học giúp bạn làm nhanh hơn, ít sai hơn và báo cáo đẹp hơn.",
      audience: [
        "Nhân viên hành chính, kế toán, kinh doanh, nhân sự",
        "Sinh viên chuẩn bị đi làm",
        "Chủ cửa hàng muốn tự quản lý sổ sách",
      ],
      quote: "Excel không khó, chỉ là chưa ai chỉ cho bạn đúng cách. — Lê Hoàng Phúc",
    }),
    looseLessons: [video("Giới thiệu khoá học", "intro")],
    chapters: [
      {
        name: "Làm quen với bảng tính",
        lessons: [
          doc("Tài liệu: Hàm và phím tắt Excel thông dụng", "excel"),
          video("Giao diện và thao tác nhanh"),
          text("Định dạng dữ liệu chuẩn", [
            h3("Quy tắc vàng khi nhập liệu"),
            ol(
              "Mỗi cột chỉ chứa **một loại dữ liệu** (ngày, số tiền, văn bản…)",
              "Dòng đầu tiên là tiêu đề, không gộp ô (merge) trong vùng dữ liệu",
              "Không để dòng trống giữa bảng",
              "Ngày tháng nhập theo đúng định dạng của máy, ví dụ `22/11/2026`",
            ),
            p("Tuân thủ bốn quy tắc này, mọi hàm và PivotTable phía sau sẽ chạy *trơn tru*."),
          ]),
        ],
      },
      {
        name: "Hàm thông dụng",
        lessons: [
          video("SUM, AVERAGE và COUNTIF", "lecture"),
          video("Hàm IF và IF lồng nhau"),
          video("VLOOKUP và XLOOKUP", "practice"),
          quiz("Bài kiểm tra: Hàm Excel thông dụng", "excel"),
        ],
      },
      {
        name: "Báo cáo và biểu đồ",
        lessons: [
          video("PivotTable trong 15 phút"),
          video("Biểu đồ kể chuyện bằng số liệu", "practice"),
          text("Bài tập lớn: Báo cáo bán hàng quý"),
        ],
      },
    ],
  },
  {
    slug: "ke-toan-doanh-nghiep-thuc-hanh",
    name: "Kế toán doanh nghiệp thực hành (lớp trực tuyến)",
    category: "finance",
    level: "INTERMEDIATE",
    description:
      "Lớp học trực tuyến qua Google Meet cùng kế toán trưởng: hạch toán nghiệp vụ thực tế, kê khai thuế và lập báo cáo tài chính.",
    price: 1_590_000,
    priority: 75,
    delivery: "REMOTE",
    meetingUrl: "https://meet.google.com/hvt-ktdn-lop",
    startsInDays: 9,
    weekday: 2,
    creator: "director",
    updatedDaysAgo: 12,
    objectives: [
      "Hạch toán thành thạo các nghiệp vụ mua hàng, bán hàng, tiền lương",
      "Lập và kiểm tra chứng từ, sổ sách theo Thông tư 200",
      "Kê khai thuế GTGT, thuế TNDN, thuế TNCN",
      "Lập bộ báo cáo tài chính cuối năm",
    ],
    requirements: [
      "Đã học nguyên lý kế toán hoặc có kiến thức tương đương",
      "Máy tính có webcam, micro và kết nối Internet ổn định",
    ],
    introduction: courseIntro({
      lead: "Lớp học **trực tuyến trực tiếp** 6 buổi, mỗi buổi 2 giờ, tối thứ Ba hằng tuần. Bạn làm bài tập trên bộ chứng từ của một doanh nghiệp thương mại thật (đã ẩn thông tin).",
      audience: [
        "Sinh viên kế toán sắp tốt nghiệp",
        "Kế toán viên mới đi làm muốn tự tin hơn",
        "Chủ doanh nghiệp nhỏ muốn hiểu sổ sách của mình",
      ],
      method: [
        "Học trực tiếp qua Google Meet, đặt câu hỏi ngay trong buổi học",
        "Mỗi buổi đều được ghi hình để xem lại",
        "Bài tập về nhà được giảng viên chữa chi tiết",
      ],
      quote: "Kế toán giỏi là người hiểu nghiệp vụ, không chỉ thuộc tài khoản. — Nguyễn Minh Quân",
    }),
    looseLessons: [video("Giới thiệu lớp học và giảng viên", "intro")],
    chapters: [
      {
        name: "Tuần 1 – Nền tảng kế toán",
        lessons: [
          doc("Sổ tay học tập", "guide"),
          session(
            "Buổi 1: Hệ thống tài khoản kế toán",
            "Làm quen lớp học và cách nộp bài",
            "Hệ thống tài khoản theo Thông tư 200",
            "Bài tập: định khoản 10 nghiệp vụ đầu tiên",
          ),
          session(
            "Buổi 2: Chứng từ và sổ sách",
            "Các loại chứng từ bắt buộc",
            "Sổ nhật ký chung và sổ cái",
            "Hoá đơn điện tử: những lỗi hay gặp",
          ),
        ],
      },
      {
        name: "Tuần 2 – Nghiệp vụ thường gặp",
        lessons: [
          session(
            "Buổi 3: Kế toán mua hàng, bán hàng",
            "Hạch toán mua hàng trong nước và nhập khẩu",
            "Giá vốn và doanh thu",
            "Chiết khấu, giảm giá, hàng bán trả lại",
          ),
          session(
            "Buổi 4: Tiền lương và bảo hiểm",
            "Bảng lương và các khoản trích theo lương",
            "Thuế thu nhập cá nhân",
          ),
          text("Bài tập về nhà tuần 2"),
        ],
      },
      {
        name: "Tuần 3 – Thuế và báo cáo",
        lessons: [
          session(
            "Buổi 5: Thuế GTGT và thuế TNDN",
            "Kê khai thuế GTGT theo tháng, quý",
            "Chi phí được trừ và không được trừ",
          ),
          session(
            "Buổi 6: Lập báo cáo tài chính",
            "Bảng cân đối kế toán",
            "Báo cáo kết quả kinh doanh",
            "Tổng kết khoá học và trao chứng chỉ",
          ),
          audio("Ghi âm buổi hỏi đáp cuối khoá", "podcast"),
        ],
      },
    ],
  },
  {
    slug: "quan-ly-tai-chinh-ca-nhan",
    name: "Quản lý tài chính cá nhân",
    category: "finance",
    level: "BEGINNER",
    description: "Kiểm soát chi tiêu, xây quỹ dự phòng và bắt đầu đầu tư an toàn với số tiền nhỏ.",
    price: 199_000,
    priority: 60,
    creator: "manager",
    updatedDaysAgo: 40,
    objectives: [
      "Biết chính xác tiền của mình đi đâu mỗi tháng",
      "Áp dụng quy tắc 50/30/20 vào thu nhập thực tế",
      "Xây dựng quỹ dự phòng 6 tháng",
      "Hiểu ưu nhược điểm của tiết kiệm ngân hàng, chứng chỉ quỹ và vàng",
    ],
    requirements: ["Không cần kiến thức tài chính", "Một cuốn sổ hoặc ứng dụng ghi chép chi tiêu"],
    introduction: courseIntro({
      lead: "Thu nhập cao chưa chắc đã đủ tiêu. Khoá học ngắn này giúp bạn **lập ngân sách** và **hình thành thói quen tiết kiệm** chỉ trong 30 ngày.",
      audience: ["Người mới đi làm", "Gia đình trẻ", "Bất kỳ ai hay hết tiền trước kỳ lương"],
      quote: "Đừng tiết kiệm phần còn lại sau khi tiêu, hãy tiêu phần còn lại sau khi tiết kiệm.",
    }),
    chapters: [
      {
        name: "Hiểu dòng tiền của bạn",
        lessons: [
          video("Ghi chép chi tiêu trong 30 ngày"),
          text("Quy tắc 50/30/20", [
            h3("Chia thu nhập thành ba phần"),
            ul(
              "**50%** cho nhu cầu thiết yếu: nhà ở, ăn uống, đi lại",
              "**30%** cho mong muốn cá nhân: mua sắm, giải trí, du lịch",
              "**20%** cho tiết kiệm và trả nợ",
            ),
            p(
              "Ví dụ: với thu nhập 15.000.000 đ/tháng, bạn nên để dành ít nhất 3.000.000 đ ngay khi nhận lương.",
            ),
          ]),
        ],
      },
      {
        name: "Tiết kiệm và đầu tư",
        lessons: [
          audio("Podcast: Quỹ dự phòng bao nhiêu là đủ?", "podcast"),
          video("Gửi tiết kiệm, chứng chỉ quỹ hay vàng?"),
          text("Lập kế hoạch tài chính 12 tháng"),
        ],
      },
    ],
  },
  {
    slug: "ky-nang-thuyet-trinh-truoc-dam-dong",
    name: "Kỹ năng thuyết trình trước đám đông",
    category: "skills",
    level: "ALL_LEVELS",
    description:
      "Vượt qua nỗi sợ sân khấu, xây dựng bài nói có cấu trúc và trình bày tự tin trong cuộc họp, hội thảo.",
    price: 499_000,
    priority: 65,
    creator: "director",
    updatedDaysAgo: 25,
    objectives: [
      "Chuẩn bị bài nói theo mục tiêu và khán giả",
      "Kiểm soát giọng nói, ánh mắt và ngôn ngữ cơ thể",
      "Thiết kế slide tối giản, dễ theo dõi",
      "Xử lý câu hỏi khó một cách bình tĩnh",
    ],
    requirements: ["Điện thoại để tự quay video luyện tập"],
    introduction: courseIntro({
      lead: "Thuyết trình là kỹ năng **có thể luyện được**. Mỗi bài học kèm một bài tập quay video ngắn để bạn tự nhận xét và tiến bộ từng ngày.",
      audience: [
        "Nhân viên thường xuyên báo cáo trong cuộc họp",
        "Sinh viên chuẩn bị bảo vệ đồ án",
        "Trưởng nhóm, quản lý cấp trung",
      ],
      quote: "Khán giả không nhớ slide của bạn, họ nhớ cảm giác bạn mang lại.",
    }),
    chapters: [
      {
        name: "Chuẩn bị bài nói",
        lessons: [video("Xác định mục tiêu và khán giả"), text("Cấu trúc bài nói 3 phần")],
      },
      {
        name: "Trình bày tự tin",
        lessons: [
          video("Giọng nói và ngôn ngữ cơ thể", "practice"),
          audio("Bài luyện thở và luyện giọng", "listening"),
          video("Xử lý câu hỏi khó"),
        ],
      },
      {
        name: "Slide và công cụ",
        lessons: [video("Thiết kế slide tối giản"), doc("Sổ tay học tập", "guide")],
      },
    ],
  },
];
