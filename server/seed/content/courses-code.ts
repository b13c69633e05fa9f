import { h3, p, ul } from "../rich.ts";
import { courseIntro } from "./intro.ts";
import { doc, quiz, text, video } from "./lessons.ts";
import type { CourseSeed } from "./types.ts";

/** Programming and data courses. */
export const CODE_COURSES: CourseSeed[] = [
  {
    slug: "lap-trinh-python-co-ban",
    name: "Lập trình Python cơ bản",
    category: "code",
    level: "BEGINNER",
    description:
      "Bắt đầu học lập trình với Python, ngôn ngữ dễ đọc nhất hiện nay: từ cài đặt, biến, vòng lặp đến hàm và một dự án nhỏ.",
    price: 0,
    priority: 100,
    featured: true,
    creator: "teacher",
    updatedDaysAgo: 3,
    objectives: [
      "Cài đặt Python và VS Code, chạy chương trình đầu tiên",
      "Nắm vững biến, kiểu dữ liệu, câu lệnh điều kiện và vòng lặp",
      "Viết hàm, dùng module của thư viện chuẩn",
      "Tự xây dựng một chương trình quản lý chi tiêu nhỏ",
    ],
    requirements: [
      "Máy tính Windows, macOS hoặc Linux có kết nối Internet",
      "Không cần biết lập trình trước đó",
    ],
    introduction: courseIntro({
      lead: "Python được dùng từ phân tích dữ liệu, trí tuệ nhân tạo đến tự động hoá công việc văn phòng. Khoá học **miễn phí** này giúp bạn viết được những chương trình *thực sự chạy được* ngay trong tuần đầu tiên.",
      audience: [
        "Học sinh, sinh viên muốn thử sức với lập trình",
        "Người đi làm muốn tự động hoá các việc lặp lại",
        "Người chuẩn bị học phân tích dữ liệu hoặc AI",
      ],
      quote: "Cách nhanh nhất để học lập trình là viết thật nhiều chương trình nhỏ. — Đỗ Quang Huy",
    }),
    looseLessons: [video("Giới thiệu khoá học", "intro")],
    chapters: [
      {
        name: "Làm quen với Python",
        lessons: [
          text("Học lập trình thế nào cho hiệu quả?", [
            h3("Ba thói quen của người học nhanh"),
            ul(
              "Gõ lại mọi ví dụ thay vì sao chép",
              "Đọc kỹ thông báo lỗi: Python thường nói rõ dòng nào sai",
              "Mỗi ngày một bài tập nhỏ, đều đặn quan trọng hơn học dồn",
            ),
            p("Khi bí, hãy thử giải thích đoạn mã cho một người bạn (hoặc một chú vịt cao su)."),
          ]),
          video("Cài đặt Python và VS Code", "lecture"),
          text("Chương trình đầu tiên: Hello, World!", [
            h3("Viết và chạy chương trình"),
            p("Tạo tệp `hello.py` rồi gõ dòng sau:"),
            p('`print("Xin chào, Học Việt!")`'),
            p(
              "Mở Terminal trong VS Code và chạy lệnh `python hello.py`. Dòng chữ sẽ hiện ra ngay bên dưới.",
            ),
            h3("Điều gì vừa xảy ra?"),
            ul(
              "**print** là một hàm có sẵn, in giá trị ra màn hình",
              "Chuỗi ký tự đặt trong dấu nháy kép hoặc nháy đơn",
              "Python đọc tệp từ trên xuống dưới và chạy từng dòng",
            ),
          ]),
          video("Biến và kiểu dữ liệu"),
        ],
      },
      {
        name: "Cấu trúc điều khiển",
        lessons: [
          video("Câu lệnh if – elif – else"),
          video("Vòng lặp for và while", "practice"),
          doc("Tài liệu: Tóm tắt cú pháp Python", "python"),
          quiz("Kiểm tra nhanh: Python cơ bản", "python"),
        ],
      },
      {
        name: "Hàm và module",
        lessons: [
          video("Định nghĩa và gọi hàm"),
          text("Module và thư viện chuẩn"),
          video("Dự án nhỏ: chương trình quản lý chi tiêu", "practice"),
        ],
      },
    ],
  },
  {
    slug: "lap-trinh-web-voi-javascript",
    name: "Lập trình Web với JavaScript",
    category: "code",
    level: "INTERMEDIATE",
    description:
      "Làm chủ JavaScript hiện đại để xây dựng trang web tương tác: DOM, sự kiện, bất đồng bộ và gọi API.",
    price: 899_000,
    priority: 95,
    creator: "teacher",
    updatedDaysAgo: 10,
    promotion: "flash",
    objectives: [
      "Viết JavaScript hiện đại (ES2015+) rõ ràng, dễ bảo trì",
      "Thao tác DOM và xử lý sự kiện người dùng",
      "Làm việc với Promise, async/await và gọi API bằng fetch",
      "Hoàn thành một trang danh sách sản phẩm có tìm kiếm và lọc",
    ],
    requirements: ["Biết HTML và CSS cơ bản", "Máy tính cài trình duyệt Chrome hoặc Firefox"],
    introduction: courseIntro({
      lead: "JavaScript là ngôn ngữ duy nhất chạy trực tiếp trong mọi trình duyệt. Sau khoá học, bạn sẽ tự tay biến một trang HTML tĩnh thành **ứng dụng web tương tác** và hiểu rõ những gì diễn ra phía sau.",
      audience: [
        "Người đã học HTML/CSS và muốn bước tiếp sang lập trình",
        "Sinh viên CNTT cần củng cố nền tảng trước khi học React hoặc Vue",
        "Designer muốn tự làm prototype chạy được",
      ],
      extra:
        "Tài liệu tham khảo chính của khoá học là [MDN Web Docs](https://developer.mozilla.org/vi/docs/Web/JavaScript), nguồn tài liệu mở chuẩn mực nhất về JavaScript.",
      quote: "Hiểu JavaScript thuần trước, framework nào sau này cũng sẽ dễ dàng. — Đỗ Quang Huy",
    }),
    chapters: [
      {
        name: "Nền tảng JavaScript",
        lessons: [
          video("JavaScript chạy ở đâu?", "intro"),
          video("Biến, kiểu dữ liệu và toán tử"),
          text("Hàm và phạm vi biến", [
            h3("Ba cách viết hàm"),
            ul(
              "Khai báo hàm: `function tong(a, b) { return a + b; }`",
              "Biểu thức hàm: `const tong = function (a, b) { … }`",
              "Hàm mũi tên: `const tong = (a, b) => a + b;`",
            ),
            h3("Phạm vi (scope)"),
            p(
              "Biến khai báo bằng `let` và `const` chỉ tồn tại trong khối `{ }` chứa nó. Hãy **tránh dùng var** để không gặp những lỗi khó hiểu do hoisting.",
            ),
          ]),
        ],
      },
      {
        name: "Làm việc với DOM",
        lessons: [
          video("Chọn và thay đổi phần tử"),
          video("Xử lý sự kiện", "practice"),
          { type: "AUDIO", name: "Podcast: Những lỗi người mới hay mắc", audio: "podcast" },
        ],
      },
      {
        name: "Bất đồng bộ và gọi API",
        lessons: [
          video("Promise và async/await"),
          video("Gọi API với fetch", "practice"),
          quiz("Bài kiểm tra: JavaScript nền tảng", "javascript"),
        ],
      },
      {
        name: "Dự án cuối khoá",
        lessons: [
          text("Đề bài: Trang danh sách sản phẩm"),
          video("Hướng dẫn giải và nhận xét", "lecture"),
        ],
      },
    ],
  },
  {
    slug: "lap-trinh-reactjs-tu-a-den-z",
    name: "Lập trình ReactJS từ A đến Z",
    category: "code",
    level: "ALL_LEVELS",
    description:
      "Xây dựng giao diện web hiện đại với React: component, state, hook và gọi API, theo cách các công ty đang làm.",
    price: 1_490_000,
    priority: 90,
    creator: "teacher",
    updatedDaysAgo: 20,
    promotion: "autumn",
    objectives: [
      "Hiểu cách React dựng và cập nhật giao diện",
      "Chia giao diện thành component tái sử dụng được",
      "Quản lý state với useState, useEffect và custom hook",
      "Kết nối API và xử lý trạng thái đang tải, lỗi",
    ],
    requirements: [
      "Nắm chắc JavaScript cơ bản (biến, hàm, mảng, object)",
      "Đã cài Node.js 20 trở lên",
    ],
    introduction: courseIntro({
      lead: "React là thư viện giao diện được dùng nhiều nhất thế giới. Khoá học đi từ **tư duy component** đến một ứng dụng hoàn chỉnh, kèm những lỗi thường gặp khi đi làm.",
      audience: [
        "Lập trình viên front-end muốn chuyển từ jQuery sang React",
        "Sinh viên chuẩn bị thực tập tại công ty phần mềm",
        "Người đã học xong khoá JavaScript và muốn đi tiếp",
      ],
      quote: "Một component tốt làm một việc và làm thật tốt việc đó.",
    }),
    chapters: [
      {
        name: "Khởi động với React",
        lessons: [
          video("React là gì và vì sao nên học?", "intro"),
          video("Tạo dự án với Vite"),
          text("JSX trong 10 phút"),
        ],
      },
      {
        name: "Component, props và state",
        lessons: [
          video("Chia giao diện thành component"),
          video("useState và xử lý sự kiện", "practice"),
          video("Danh sách và key"),
        ],
      },
      {
        name: "Hook nâng cao và gọi API",
        lessons: [
          video("useEffect đúng cách"),
          video("Viết custom hook", "practice"),
          doc("Sổ tay học tập", "guide"),
        ],
      },
    ],
  },
  {
    slug: "lap-trinh-nodejs-va-rest-api",
    name: "Lập trình Node.js và REST API",
    category: "code",
    level: "INTERMEDIATE",
    description:
      "Viết back-end bằng JavaScript: thiết kế REST API, kết nối PostgreSQL, xác thực người dùng và triển khai lên máy chủ.",
    price: 1_290_000,
    priority: 80,
    creator: "teacher",
    updatedDaysAgo: 35,
    objectives: [
      "Hiểu vòng lặp sự kiện và mô hình bất đồng bộ của Node.js",
      "Thiết kế REST API đúng chuẩn, có kiểm tra dữ liệu đầu vào",
      "Làm việc với PostgreSQL, viết migration",
      "Triển khai ứng dụng với biến môi trường và reverse proxy",
    ],
    requirements: ["Biết JavaScript cơ bản", "Biết dùng dòng lệnh (terminal) ở mức cơ bản"],
    introduction: courseIntro({
      lead: "Với Node.js, bạn dùng **một ngôn ngữ cho cả front-end và back-end**. Khoá học hướng dẫn xây dựng API cho một cửa hàng trực tuyến từ con số không.",
      audience: [
        "Lập trình viên front-end muốn trở thành full-stack",
        "Sinh viên cần làm đồ án có back-end",
        "Người làm PHP, Java muốn thử hệ sinh thái JavaScript",
      ],
      quote: "API tốt là API mà người dùng nó không cần hỏi lại bạn.",
    }),
    chapters: [
      {
        name: "Node.js căn bản",
        lessons: [video("Node.js hoạt động thế nào?", "intro"), text("npm và quản lý thư viện")],
      },
      {
        name: "Xây dựng REST API",
        lessons: [
          video("Thiết kế endpoint chuẩn REST"),
          video("Kết nối cơ sở dữ liệu PostgreSQL", "practice"),
          video("Xác thực người dùng với session"),
        ],
      },
      {
        name: "Triển khai",
        lessons: [
          text("Biến môi trường và cấu hình"),
          video("Đưa ứng dụng lên máy chủ", "lecture"),
        ],
      },
    ],
  },
  {
    slug: "phan-tich-du-lieu-voi-sql",
    name: "Phân tích dữ liệu với SQL",
    category: "data",
    level: "INTERMEDIATE",
    description:
      "Tự truy vấn dữ liệu kinh doanh bằng SQL: lọc, tổng hợp, kết hợp bảng và lập báo cáo mà không cần nhờ đội kỹ thuật.",
    price: 799_000,
    priority: 70,
    creator: "teacher",
    updatedDaysAgo: 50,
    objectives: [
      "Viết câu truy vấn SELECT với WHERE, ORDER BY, LIMIT",
      "Tổng hợp số liệu bằng GROUP BY và các hàm tổng hợp",
      "Kết hợp nhiều bảng bằng JOIN, viết subquery và CTE",
      "Lập báo cáo doanh thu theo tháng, theo khu vực",
    ],
    requirements: ["Biết dùng Excel ở mức cơ bản", "Không cần biết lập trình"],
    introduction: courseIntro({
      lead: "Dữ liệu của hầu hết doanh nghiệp nằm trong cơ sở dữ liệu quan hệ. Biết SQL, bạn **tự trả lời câu hỏi kinh doanh** trong vài phút thay vì chờ báo cáo cả tuần.",
      audience: [
        "Nhân viên kinh doanh, marketing, vận hành làm việc với số liệu",
        "Người muốn chuyển sang nghề Data Analyst",
        "Chủ cửa hàng online muốn hiểu khách hàng của mình",
      ],
      quote: "Câu hỏi đúng quan trọng hơn câu truy vấn đẹp.",
    }),
    looseLessons: [video("Chào mừng bạn đến với khoá học", "intro")],
    chapters: [
      {
        name: "Truy vấn cơ bản",
        lessons: [
          video("SELECT, WHERE và ORDER BY"),
          video("Hàm tổng hợp và GROUP BY"),
          text("Bài tập: Báo cáo doanh thu theo tháng"),
        ],
      },
      {
        name: "Kết hợp nhiều bảng",
        lessons: [
          video("JOIN qua ví dụ thực tế", "practice"),
          video("Subquery và CTE"),
          doc("Sổ tay học tập", "guide"),
        ],
      },
    ],
  },
  {
    slug: "lap-trinh-android-voi-kotlin",
    name: "Lập trình Android với Kotlin",
    category: "code",
    level: "INTERMEDIATE",
    description:
      "Khoá học đang được biên soạn: xây dựng ứng dụng Android đầu tiên với Kotlin và Jetpack Compose.",
    price: 1_690_000,
    priority: 40,
    visibility: "PRIVATE",
    creator: "teacher",
    updatedDaysAgo: 5,
    objectives: [
      "Nắm cú pháp Kotlin và lập trình hướng đối tượng",
      "Dựng giao diện với Jetpack Compose",
      "Lưu dữ liệu cục bộ và gọi API",
    ],
    requirements: ["Máy tính RAM 8 GB trở lên để chạy Android Studio"],
    introduction: courseIntro({
      lead: "Khoá học **đang trong giai đoạn biên soạn** và chưa mở đăng ký.",
      audience: ["Người muốn làm ứng dụng di động", "Lập trình viên Java chuyển sang Kotlin"],
      quote: "Sắp ra mắt.",
    }),
    chapters: [
      {
        name: "Kotlin cho người mới",
        lessons: [video("Cú pháp Kotlin cơ bản"), video("Lớp và đối tượng")],
      },
      {
        name: "Ứng dụng Android đầu tiên",
        lessons: [video("Cài đặt Android Studio", "practice"), text("Cấu trúc một dự án Android")],
      },
    ],
  },
  {
    slug: "lap-trinh-php-va-mysql",
    name: "Lập trình PHP và MySQL (phiên bản cũ)",
    category: "code",
    level: "INTERMEDIATE",
    description:
      "Phiên bản cũ của khoá PHP, đã ngừng mở đăng ký. Học viên đã đăng ký vẫn học được trọn đời.",
    price: 590_000,
    priority: 10,
    visibility: "ARCHIVED",
    creator: "teacher",
    updatedDaysAgo: 150,
    objectives: ["Viết trang web động bằng PHP", "Kết nối và truy vấn MySQL an toàn với PDO"],
    requirements: ["Biết HTML cơ bản"],
    introduction: courseIntro({
      lead: "Khoá học đã được lưu trữ. Nội dung vẫn dành cho học viên đã đăng ký trước đây.",
      audience: ["Học viên đã đăng ký khoá học"],
      quote: "Cảm ơn bạn đã đồng hành cùng phiên bản đầu tiên của khoá học.",
    }),
    chapters: [
      { name: "PHP căn bản", lessons: [video("Cài đặt XAMPP"), video("Biến và mảng trong PHP")] },
      {
        name: "Kết nối MySQL",
        lessons: [video("Truy vấn với PDO", "practice"), text("Chống tấn công SQL injection")],
      },
    ],
  },
];
