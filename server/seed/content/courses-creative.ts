import { h3, ol, p } from "../rich.ts";
import { courseIntro } from "./intro.ts";
import { audio, doc, quiz, text, video } from "./lessons.ts";
import type { CourseSeed } from "./types.ts";

/** Marketing, design and photography courses. */
export const CREATIVE_COURSES: CourseSeed[] = [
  {
    slug: "digital-marketing-thuc-chien",
    name: "Digital Marketing thực chiến",
    category: "marketing",
    level: "ADVANCED",
    description:
      "Lập kế hoạch marketing số từ A đến Z: chân dung khách hàng, nội dung, SEO, quảng cáo và đo lường hiệu quả.",
    price: 1_190_000,
    priority: 88,
    creator: "manager",
    updatedDaysAgo: 15,
    promotion: "flash",
    objectives: [
      "Vẽ phễu marketing và hành trình khách hàng cho sản phẩm của bạn",
      "Lên kế hoạch nội dung 30 ngày cho fanpage và website",
      "Tối ưu SEO on-page cho bài viết, trang sản phẩm",
      "Đọc hiểu số liệu Google Analytics 4 và ra quyết định",
    ],
    requirements: [
      "Có fanpage hoặc website để thực hành (không bắt buộc)",
      "Không cần kinh nghiệm marketing",
    ],
    introduction: courseIntro({
      lead: "Khoá học được xây dựng từ **hơn 50 chiến dịch thật** của doanh nghiệp vừa và nhỏ tại Việt Nam. Mỗi chương kết thúc bằng một bản kế hoạch bạn có thể dùng ngay.",
      audience: [
        "Chủ shop online, chủ doanh nghiệp nhỏ",
        "Nhân viên marketing mới vào nghề",
        "Sinh viên ngành kinh tế, truyền thông",
      ],
      quote: "Marketing không phải là bán thứ bạn có, mà là giải quyết vấn đề khách hàng đang gặp.",
    }),
    looseLessons: [video("Lộ trình khoá học", "intro")],
    chapters: [
      {
        name: "Tư duy marketing số",
        lessons: [
          video("Phễu marketing và hành trình khách hàng"),
          text("Xác định chân dung khách hàng", [
            h3("Năm câu hỏi cần trả lời"),
            ol(
              "Khách hàng của bạn là ai (tuổi, nghề nghiệp, nơi sống)?",
              "Họ đang gặp vấn đề gì mà sản phẩm của bạn giải quyết được?",
              "Họ tìm thông tin ở đâu: Google, Facebook, TikTok hay hỏi bạn bè?",
              "Điều gì khiến họ *do dự* khi mua?",
              "Ai là người ra quyết định cuối cùng?",
            ),
            p(
              "Viết câu trả lời thành một trang, dán lên bàn làm việc: đó là **kim chỉ nam** cho mọi nội dung.",
            ),
          ]),
          quiz("Bài kiểm tra: Tư duy Digital Marketing", "marketing"),
        ],
      },
      {
        name: "Nội dung và SEO",
        lessons: [
          video("Lên kế hoạch nội dung 30 ngày"),
          video("SEO on-page cơ bản", "practice"),
          audio("Podcast: Viết tiêu đề thu hút", "podcast"),
        ],
      },
      {
        name: "Đo lường hiệu quả",
        lessons: [
          video("Google Analytics 4 cho người mới"),
          text("Các chỉ số cần theo dõi hằng tuần"),
        ],
      },
    ],
  },
  {
    slug: "quang-cao-facebook-va-tiktok",
    name: "Quảng cáo Facebook và TikTok cho người bán hàng",
    category: "marketing",
    level: "INTERMEDIATE",
    description:
      "Tự chạy quảng cáo ra đơn: thiết lập tài khoản, chọn tệp khách hàng, làm nội dung video ngắn và tối ưu ngân sách.",
    price: 990_000,
    priority: 78,
    creator: "manager",
    updatedDaysAgo: 30,
    promotion: "autumn",
    objectives: [
      "Thiết lập Business Manager, Pixel và TikTok Ads Manager đúng cách",
      "Chọn mục tiêu chiến dịch và tệp khách hàng phù hợp",
      "Làm video ngắn bán hàng bằng điện thoại",
      "Đọc số liệu, tắt quảng cáo lỗ và nhân bản quảng cáo lãi",
    ],
    requirements: ["Có sản phẩm hoặc dịch vụ để bán", "Ngân sách thử nghiệm từ 100.000 đ/ngày"],
    introduction: courseIntro({
      lead: "Không lý thuyết dài dòng: khoá học đi thẳng vào **cách chạy quảng cáo ra đơn** với ngân sách nhỏ, kèm những sai lầm khiến tài khoản bị khoá.",
      audience: [
        "Người bán hàng online",
        "Chủ cửa hàng muốn thêm kênh bán",
        "Nhân viên chạy quảng cáo mới",
      ],
      quote: "Quảng cáo tốt nhất là quảng cáo trông không giống quảng cáo.",
    }),
    chapters: [
      {
        name: "Thiết lập tài khoản",
        lessons: [video("Business Manager và Pixel"), text("Chính sách quảng cáo cần biết")],
      },
      {
        name: "Chạy chiến dịch",
        lessons: [
          video("Chọn mục tiêu và tệp khách hàng"),
          video("Viết nội dung và làm video ngắn", "practice"),
          video("Đọc số liệu và tối ưu ngân sách"),
        ],
      },
    ],
  },
  {
    slug: "thiet-ke-do-hoa-voi-photoshop-va-illustrator",
    name: "Thiết kế đồ họa với Photoshop và Illustrator",
    category: "design",
    level: "INTERMEDIATE",
    description:
      "Làm chủ hai công cụ thiết kế phổ biến nhất: chỉnh sửa ảnh, thiết kế logo, banner và bộ nhận diện thương hiệu.",
    price: 1_090_000,
    priority: 72,
    creator: "manager",
    updatedDaysAgo: 45,
    objectives: [
      "Làm việc với layer, mask và công cụ chọn trong Photoshop",
      "Chỉnh màu ảnh chân dung, ảnh sản phẩm",
      "Vẽ hình khối và thiết kế logo bằng Illustrator",
      "Hoàn thành bộ nhận diện cho một quán cà phê",
    ],
    requirements: ["Máy tính cài Adobe Photoshop và Illustrator (bản dùng thử cũng được)"],
    introduction: courseIntro({
      lead: "Từ người chưa biết gì đến **tự thiết kế ấn phẩm cho doanh nghiệp**: mỗi bài học là một sản phẩm hoàn chỉnh để đưa vào hồ sơ năng lực.",
      audience: [
        "Người mới học thiết kế",
        "Nhân viên marketing cần tự làm ấn phẩm",
        "Chủ shop tự làm hình sản phẩm",
      ],
      quote: "Thiết kế đẹp là thiết kế truyền tải đúng thông điệp.",
    }),
    chapters: [
      {
        name: "Photoshop căn bản",
        lessons: [
          video("Layer, mask và công cụ chọn"),
          video("Chỉnh màu ảnh chân dung", "practice"),
        ],
      },
      {
        name: "Illustrator căn bản",
        lessons: [video("Pen tool và hình khối"), text("Thiết kế logo: quy trình 5 bước")],
      },
      {
        name: "Dự án cuối khoá",
        lessons: [
          text("Đề bài: Bộ nhận diện cho quán cà phê"),
          video("Chữa bài và nhận xét", "lecture"),
        ],
      },
    ],
  },
  {
    slug: "thiet-ke-ui-ux-voi-figma",
    name: "Thiết kế UI/UX với Figma",
    category: "design",
    level: "INTERMEDIATE",
    description:
      "Thiết kế giao diện ứng dụng và website lấy người dùng làm trung tâm: nghiên cứu, wireframe, Auto layout, component và prototype.",
    price: 1_390_000,
    priority: 85,
    creator: "teacher",
    updatedDaysAgo: 18,
    promotion: "flash",
    objectives: [
      "Hiểu quy trình thiết kế UX: nghiên cứu, ý tưởng, thử nghiệm",
      "Thành thạo Frame, Auto layout, Component và Variant trong Figma",
      "Tạo prototype tương tác để thử với người dùng",
      "Bàn giao thiết kế cho lập trình viên đúng chuẩn",
    ],
    requirements: ["Tài khoản Figma miễn phí", "Máy tính có trình duyệt Chrome"],
    introduction: courseIntro({
      lead: "Figma là công cụ thiết kế giao diện được các công ty công nghệ dùng nhiều nhất. Khoá học giúp bạn đi từ **ý tưởng đến prototype** của một ứng dụng đặt lịch hoàn chỉnh.",
      audience: [
        "Người muốn chuyển nghề sang UI/UX",
        "Designer đồ họa muốn làm sản phẩm số",
        "Lập trình viên muốn hiểu thiết kế",
      ],
      quote: "Người dùng không đọc, họ lướt. Hãy thiết kế cho người lướt.",
    }),
    chapters: [
      {
        name: "Tư duy UX",
        lessons: [video("UX là gì?", "intro"), text("Phỏng vấn người dùng")],
      },
      {
        name: "Figma từ A đến Z",
        lessons: [
          video("Frame, Auto layout và Component"),
          video("Thiết kế màn hình đăng nhập", "practice"),
          doc("Sổ tay học tập", "guide"),
        ],
      },
      {
        name: "Prototype và bàn giao",
        lessons: [video("Tạo prototype tương tác"), text("Bàn giao thiết kế cho lập trình viên")],
      },
    ],
  },
  {
    slug: "nhiep-anh-co-ban",
    name: "Nhiếp ảnh cơ bản: chụp đẹp bằng điện thoại và máy ảnh",
    category: "photo",
    level: "BEGINNER",
    description:
      "Hiểu ánh sáng, bố cục và cách dùng chế độ chụp thủ công để có những bức ảnh đẹp bằng chính thiết bị bạn đang có.",
    price: 599_000,
    priority: 55,
    creator: "writer",
    updatedDaysAgo: 60,
    objectives: [
      "Áp dụng quy tắc một phần ba và đường dẫn trong bố cục",
      "Tận dụng ánh sáng tự nhiên trong nhà và ngoài trời",
      "Chụp chân dung và ảnh sản phẩm bán hàng online",
      "Hậu kỳ nhanh trên điện thoại",
    ],
    requirements: ["Điện thoại có camera hoặc máy ảnh bất kỳ"],
    introduction: courseIntro({
      lead: "Chiếc máy ảnh tốt nhất là chiếc bạn đang mang theo. Khoá học dạy bạn **nhìn ánh sáng và bố cục** như nhiếp ảnh gia, dù chỉ dùng điện thoại.",
      audience: [
        "Người yêu thích chụp ảnh du lịch",
        "Người bán hàng online cần ảnh sản phẩm đẹp",
        "Phụ huynh muốn lưu giữ khoảnh khắc của con",
      ],
      quote: "Ánh sáng là chất liệu, bố cục là câu chuyện.",
    }),
    chapters: [
      {
        name: "Ánh sáng và bố cục",
        lessons: [
          video("Quy tắc một phần ba"),
          video("Tận dụng ánh sáng tự nhiên", "practice"),
          text("Bài tập: 10 bức ảnh trong một buổi chiều"),
        ],
      },
      {
        name: "Chụp theo chủ đề",
        lessons: [
          video("Chụp chân dung"),
          video("Chụp sản phẩm bán hàng online", "practice"),
          audio("Kinh nghiệm đi chụp ảnh đường phố", "podcast"),
        ],
      },
    ],
  },
];
