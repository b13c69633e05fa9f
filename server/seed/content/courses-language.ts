import { h3, p, quote, ul } from "../rich.ts";
import { courseIntro } from "./intro.ts";
import { audio, doc, quiz, session, text, video } from "./lessons.ts";
import type { CourseSeed } from "./types.ts";

/** English courses. */
export const LANGUAGE_COURSES: CourseSeed[] = [
  {
    slug: "tieng-anh-giao-tiep-cong-so",
    name: "Tiếng Anh giao tiếp công sở",
    category: "language",
    level: "INTERMEDIATE",
    description:
      "Tự tin dùng tiếng Anh ở nơi làm việc: giới thiệu bản thân, small talk, viết e-mail và tham gia cuộc họp.",
    price: 699_000,
    priority: 87,
    featured: true,
    creator: "writer",
    updatedDaysAgo: 6,
    promotion: "autumn",
    objectives: [
      "Giới thiệu bản thân và công việc tự nhiên, lưu loát",
      "Viết e-mail trang trọng, rõ ràng, đúng văn phong",
      "Tham gia và điều hành cuộc họp bằng tiếng Anh",
      "Nắm 500 từ vựng và mẫu câu công sở thông dụng nhất",
    ],
    requirements: ["Trình độ tiếng Anh sơ cấp (A2) trở lên", "Tai nghe để luyện nghe"],
    introduction: courseIntro({
      lead: "Bạn đọc hiểu tài liệu nhưng *ngại mở miệng* khi gặp đồng nghiệp nước ngoài? Khoá học tập trung vào **những tình huống bạn gặp mỗi ngày** ở công ty.",
      audience: [
        "Nhân viên làm việc tại công ty nước ngoài hoặc có đối tác nước ngoài",
        "Người chuẩn bị phỏng vấn xin việc bằng tiếng Anh",
        "Sinh viên sắp ra trường",
      ],
      quote: "Nói sai vẫn tốt hơn không nói. Lỗi là bậc thang để tiến bộ. — Phạm Ngọc Anh",
    }),
    chapters: [
      {
        name: "Khởi động",
        lessons: [video("Giới thiệu khoá học", "intro"), quiz("Bài kiểm tra đầu vào", "english")],
      },
      {
        name: "Giao tiếp hằng ngày",
        lessons: [
          video("Giới thiệu bản thân và đồng nghiệp"),
          audio("Luyện nghe: cuộc gọi với khách hàng", "listening"),
          text("Mẫu câu small talk", [
            h3("Bắt chuyện ở phòng pantry"),
            ul(
              "*How was your weekend?* – Cuối tuần của bạn thế nào?",
              "*Are you working on anything interesting at the moment?*",
              "*Have you tried the new coffee place downstairs?*",
            ),
            h3("Kết thúc cuộc trò chuyện lịch sự"),
            ul(
              "*Anyway, I should get back to work. Talk to you later!*",
              "*It was nice chatting with you.*",
            ),
            quote(
              "Mẹo: luôn hỏi lại một câu mở (Wh- question) để cuộc trò chuyện không bị đứt quãng.",
            ),
          ]),
        ],
      },
      {
        name: "E-mail và cuộc họp",
        lessons: [
          video("Viết e-mail trang trọng", "practice"),
          text("Từ vựng cuộc họp"),
          doc("Sổ tay học tập", "guide"),
        ],
      },
    ],
  },
  {
    slug: "luyen-thi-ielts-6-5-cap-toc",
    name: "Luyện thi IELTS 6.5+ cấp tốc",
    category: "language",
    level: "INTERMEDIATE",
    description:
      "Lớp học trực tiếp tại Hà Nội, 6 buổi chuyên sâu: chiến lược làm bài cả 4 kỹ năng và thi thử có chấm chữa chi tiết.",
    price: 2_490_000,
    priority: 82,
    delivery: "ONSITE",
    location: "Phòng 502, Tòa nhà Học Việt, 25 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội",
    startsInDays: 12,
    weekday: 4,
    creator: "writer",
    updatedDaysAgo: 4,
    objectives: [
      "Nắm chiến lược làm bài Listening và Reading theo từng dạng câu hỏi",
      "Viết Task 1 và Task 2 đúng cấu trúc, đủ ý, đúng thời gian",
      "Trả lời Speaking Part 1–3 tự nhiên, mạch lạc",
      "Làm một bài thi thử toàn phần có chấm chữa",
    ],
    requirements: [
      "Trình độ tương đương IELTS 5.0 trở lên",
      "Tham gia đủ 6 buổi học trực tiếp vào tối thứ Năm",
    ],
    introduction: courseIntro({
      lead: "Lớp học **trực tiếp tối đa 15 học viên**, giảng viên IELTS 8.0 chữa bài từng người. Phù hợp với người cần chứng chỉ gấp để du học hoặc xét tuyển.",
      audience: [
        "Học sinh lớp 11–12 xét tuyển đại học",
        "Sinh viên chuẩn bị du học",
        "Người đi làm cần IELTS để thăng tiến",
      ],
      method: [
        "6 buổi học trực tiếp, mỗi buổi 2 giờ, tối thứ Năm hằng tuần",
        "Bài tập về nhà chấm và trả trong 48 giờ",
        "Thi thử toàn phần trong điều kiện như thi thật",
      ],
      quote: "Band điểm cao đến từ thói quen làm bài đúng, không phải mẹo. — Phạm Ngọc Anh",
    }),
    looseLessons: [video("Giới thiệu lộ trình 6 buổi", "intro")],
    chapters: [
      {
        name: "Listening và Reading",
        lessons: [
          doc("Sổ tay học tập", "guide"),
          session(
            "Buổi 1: Kiểm tra đầu vào và chiến lược Listening",
            "Bài kiểm tra đầu vào 4 kỹ năng",
            "Các dạng câu hỏi Listening",
            "Kỹ thuật đoán đáp án trước khi nghe",
          ),
          session(
            "Buổi 2: Reading – Skimming và Scanning",
            "Đọc lướt tìm ý chính",
            "Dạng True/False/Not Given",
            "Quản lý 60 phút cho 40 câu",
          ),
          audio("Bài nghe luyện tập Section 1", "listening"),
        ],
      },
      {
        name: "Writing",
        lessons: [
          session(
            "Buổi 3: Writing Task 1 – Biểu đồ",
            "Cấu trúc bài mô tả biểu đồ",
            "Ngôn ngữ so sánh số liệu",
          ),
          session("Buổi 4: Writing Task 2 – Nghị luận", "Phân tích đề", "Lập dàn ý trong 5 phút"),
          text("Bài mẫu Band 7", [
            h3("Đề bài"),
            p(
              "*Some people think that children should start learning a foreign language at primary school. To what extent do you agree or disagree?*",
            ),
            h3("Nhận xét của giảng viên"),
            ul(
              "Mở bài nêu rõ quan điểm ngay câu thứ hai",
              "Mỗi đoạn thân bài có một ý chính và một ví dụ cụ thể",
              "Dùng đa dạng cấu trúc câu phức nhưng **không lạm dụng** từ khó",
            ),
          ]),
        ],
      },
      {
        name: "Speaking và thi thử",
        lessons: [
          session(
            "Buổi 5: Speaking Part 2 – Kể chuyện",
            "Ghi chú trong 1 phút",
            "Kéo dài câu trả lời tự nhiên",
          ),
          session(
            "Buổi 6: Thi thử toàn phần",
            "Thi thử 4 kỹ năng",
            "Chữa bài và tư vấn lộ trình tiếp theo",
          ),
        ],
      },
    ],
  },
  {
    slug: "tieng-anh-cho-nguoi-moi-bat-dau",
    name: "Tiếng Anh cho người mới bắt đầu",
    category: "language",
    level: "BEGINNER",
    description:
      "Khoá học miễn phí: phát âm chuẩn theo bảng IPA và ngữ pháp nền tảng cho người mất gốc.",
    price: 0,
    priority: 68,
    creator: "writer",
    updatedDaysAgo: 28,
    objectives: [
      "Đọc được phiên âm IPA và phát âm đúng 44 âm tiếng Anh",
      "Dùng đúng động từ to be và thì hiện tại đơn",
      "Tự giới thiệu bản thân bằng 10 câu đơn giản",
    ],
    requirements: ["Không cần biết tiếng Anh"],
    introduction: courseIntro({
      lead: "Khoá học **miễn phí** dành cho người bắt đầu lại từ đầu. Mỗi ngày 15 phút, sau một tháng bạn sẽ tự tin phát âm và đặt câu đơn giản.",
      audience: [
        "Người mất gốc tiếng Anh",
        "Phụ huynh muốn học cùng con",
        "Người lớn tuổi muốn học ngoại ngữ",
      ],
      quote: "Không bao giờ là quá muộn để bắt đầu.",
    }),
    chapters: [
      {
        name: "Phát âm",
        lessons: [
          video("Bảng phiên âm IPA", "lecture"),
          audio("Luyện nghe nguyên âm", "listening"),
        ],
      },
      {
        name: "Ngữ pháp nền tảng",
        lessons: [video("Thì hiện tại đơn"), text("Động từ to be")],
      },
    ],
  },
];
