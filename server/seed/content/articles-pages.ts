import { h2, h3, ol, p, quote, ul } from "../rich.ts";
import type { ArticleSeed } from "./types.ts";

/**
 * The four articles the footer and the fixed routes show (docs/product/content.md): about us,
 * terms, privacy and the payment guide. They describe this product as it works.
 */
export const PAGE_ARTICLES: ArticleSeed[] = [
  {
    slug: "ve-chung-toi",
    name: "Về chúng tôi",
    description:
      "Học Việt là nền tảng học trực tuyến dành cho người Việt, nơi người làm nghề chia sẻ kỹ năng thực tế qua các khoá học ngắn, dễ áp dụng.",
    category: "news",
    label: "GIỚI THIỆU",
    creator: "director",
    priority: 0,
    updatedDaysAgo: 90,
    withBanner: true,
    content: [
      h2("Học để làm được"),
      p(
        "Học Việt ra đời từ một câu hỏi đơn giản: *vì sao nhiều người học rất nhiều nhưng vẫn chưa làm được việc?* Chúng tôi tin rằng một khoá học tốt phải giúp người học **áp dụng được ngay** vào công việc và cuộc sống.",
      ),
      h3("Chúng tôi mang đến"),
      ul(
        "Khoá học trực tuyến về lập trình, ngoại ngữ, marketing, thiết kế, tài chính và kỹ năng văn phòng",
        "Lớp học trực tiếp và lớp trực tuyến qua video call cho những nội dung cần tương tác",
        "Quyền học **trọn đời** và chứng chỉ hoàn thành có thể xác minh trực tuyến",
        "Thanh toán đơn giản bằng chuyển khoản ngân hàng và mã VietQR",
      ),
      h3("Đội ngũ giảng viên"),
      p(
        "Giảng viên của Học Việt là kỹ sư, kế toán trưởng, chuyên gia marketing, nhà thiết kế đang làm nghề. Mỗi khoá học được hội đồng chuyên môn duyệt trước khi mở đăng ký và được cập nhật thường xuyên.",
      ),
      quote("Mỗi người Việt đều xứng đáng được học những kỹ năng tốt nhất, với chi phí hợp lý."),
      h3("Liên hệ"),
      ul(
        "E-mail: hotro@demo.hocviet.vn",
        "Điện thoại: 024 3999 8888 (8:00–17:30, thứ Hai đến thứ Sáu)",
        "Địa chỉ: Tòa nhà Học Việt, 25 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội",
      ),
      p("Xem ngay các [khoá học đang mở](/courses) hoặc [ưu đãi hiện có](/promotions)."),
    ],
  },
  {
    slug: "dieu-khoan-su-dung",
    name: "Điều khoản sử dụng",
    description:
      "Các điều khoản áp dụng khi bạn tạo tài khoản, đăng ký khoá học và sử dụng dịch vụ của Học Việt.",
    category: "news",
    label: "ĐIỀU KHOẢN",
    creator: "manager",
    priority: 0,
    updatedDaysAgo: 75,
    content: [
      p(
        "Khi tạo tài khoản hoặc sử dụng website Học Việt, bạn đồng ý với các điều khoản dưới đây. Vui lòng đọc kỹ trước khi đăng ký khoá học.",
      ),
      h3("1. Tài khoản"),
      ul(
        "Bạn cung cấp thông tin chính xác và xác minh địa chỉ e-mail trước khi đăng ký khoá học",
        "Bạn tự bảo mật mật khẩu; mỗi tài khoản chỉ dành cho **một người học**",
        "Chúng tôi có thể tạm khoá tài khoản vi phạm điều khoản, chia sẻ tài khoản hoặc gian lận thanh toán",
      ),
      h3("2. Quyền học"),
      p(
        "Sau khi thanh toán thành công (hoặc đăng ký khoá học miễn phí), bạn được học khoá học đó **trọn đời**, kể cả các nội dung cập nhật sau này. Với lớp học trực tiếp và trực tuyến qua video call, lịch học được công bố trên trang khoá học; buổi học đã qua được ghi hình khi có thể.",
      ),
      h3("3. Giá và thanh toán"),
      ul(
        "Giá niêm yết bằng đồng Việt Nam và đã bao gồm thuế",
        "Giá khuyến mãi áp dụng khi bạn tạo đơn trong thời gian khuyến mãi; số tiền của đơn không thay đổi sau đó",
        "Đơn hàng chưa thanh toán sẽ tự huỷ sau 7 ngày",
        "Thanh toán bằng chuyển khoản theo [hướng dẫn thanh toán](/articles/huong-dan-thanh-toan)",
      ),
      h3("4. Hoàn tiền"),
      p(
        "Bạn được hoàn 100% học phí nếu yêu cầu trong vòng **7 ngày** kể từ khi thanh toán và chưa học quá 20% số bài học. Với lớp học trực tiếp, yêu cầu hoàn tiền phải gửi trước buổi học đầu tiên.",
      ),
      h3("5. Sở hữu trí tuệ"),
      p(
        "Video, tài liệu và bài kiểm tra thuộc quyền sở hữu của Học Việt và giảng viên. Bạn không được sao chép, quay màn hình, chia sẻ hay bán lại nội dung khoá học dưới bất kỳ hình thức nào.",
      ),
      h3("6. Thay đổi điều khoản"),
      p(
        "Chúng tôi có thể cập nhật điều khoản và sẽ thông báo trên website ít nhất 7 ngày trước khi áp dụng. Mọi thắc mắc xin gửi về hotro@demo.hocviet.vn.",
      ),
    ],
  },
  {
    slug: "chinh-sach-bao-mat",
    name: "Chính sách bảo mật",
    description:
      "Học Việt thu thập những dữ liệu nào, dùng vào việc gì, lưu trong bao lâu và bạn có những quyền gì đối với dữ liệu của mình.",
    category: "news",
    label: "BẢO MẬT",
    creator: "manager",
    priority: 0,
    updatedDaysAgo: 75,
    content: [
      p(
        "Chúng tôi tôn trọng quyền riêng tư của bạn và xử lý dữ liệu cá nhân theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.",
      ),
      h3("1. Dữ liệu chúng tôi thu thập"),
      ul(
        "Thông tin tài khoản: họ tên, e-mail, số điện thoại (nếu bạn cung cấp), chức danh, giới thiệu",
        "Dữ liệu học tập: khoá học đã đăng ký, tiến độ bài học, kết quả bài kiểm tra, chứng chỉ",
        "Dữ liệu thanh toán: số tiền, nội dung chuyển khoản và thời gian giao dịch do ngân hàng gửi về. Chúng tôi **không lưu** thông tin thẻ hay mật khẩu ngân hàng của bạn",
      ),
      h3("2. Mục đích sử dụng"),
      ul(
        "Cung cấp khoá học, ghi nhận tiến độ và cấp chứng chỉ",
        "Xác nhận thanh toán và kích hoạt khoá học",
        "Gửi e-mail cần thiết: xác minh tài khoản, khôi phục mật khẩu, xác nhận thanh toán",
      ),
      h3("3. Cookie và công cụ đo lường"),
      p(
        "Chúng tôi dùng cookie phiên đăng nhập và cookie ghi nhớ ngôn ngữ. Khi được bật, Google Analytics và Meta Pixel chỉ nhận e-mail và số điện thoại **đã được mã hoá một chiều (SHA-256)** ngay trên trình duyệt của bạn.",
      ),
      h3("4. Lưu trữ và bảo vệ"),
      p(
        "Mật khẩu được băm bằng thuật toán argon2id, không ai (kể cả quản trị viên) xem được. Dữ liệu được lưu trên máy chủ đặt tại Việt Nam và chỉ nhân sự có thẩm quyền mới truy cập được.",
      ),
      h3("5. Quyền của bạn"),
      ul(
        "Xem và chỉnh sửa thông tin cá nhân trong trang Tài khoản",
        "Yêu cầu xuất hoặc xoá dữ liệu cá nhân",
        "Rút lại sự đồng ý nhận e-mail giới thiệu khoá học bất kỳ lúc nào",
      ),
      p(
        "Mọi yêu cầu về dữ liệu cá nhân xin gửi về hotro@demo.hocviet.vn, chúng tôi phản hồi trong 72 giờ.",
      ),
    ],
  },
  {
    slug: "huong-dan-thanh-toan",
    name: "Hướng dẫn thanh toán",
    description:
      "Cách thanh toán khoá học bằng chuyển khoản ngân hàng hoặc quét mã VietQR: khoá học được kích hoạt tự động trong vài phút.",
    category: "finance",
    label: "HƯỚNG DẪN",
    creator: "manager",
    priority: 0,
    updatedDaysAgo: 20,
    withBanner: true,
    content: [
      p(
        "Học Việt nhận thanh toán bằng **chuyển khoản ngân hàng** vào một tài khoản duy nhất. Hệ thống tự đối soát giao dịch và kích hoạt khoá học cho bạn, không cần gửi ảnh chụp biên lai.",
      ),
      h3("Khoá học miễn phí"),
      p(
        "Với khoá học có giá 0 đ (hoặc được giảm còn 0 đ), bạn chỉ cần bấm **Đăng ký học ngay** trên trang khoá học là có thể vào học luôn.",
      ),
      h3("Các bước thanh toán khoá học hoặc combo"),
      ol(
        "Đăng nhập và xác minh e-mail của bạn",
        "Trên trang khoá học hoặc combo, bấm **Mua ngay**",
        "Trang thanh toán hiển thị đơn hàng, số tiền, thông tin tài khoản nhận và **nội dung chuyển khoản** (mã đơn hàng, ví dụ `HV7K3M9Q2`)",
        "Mở ứng dụng ngân hàng, chọn quét mã QR và quét **mã VietQR** trên trang: số tài khoản, số tiền và nội dung được điền sẵn",
        "Kiểm tra lại và xác nhận chuyển khoản",
        "Sau vài phút, trang thanh toán tự chuyển sang thông báo thành công và nút **Vào học ngay**",
      ),
      h3("Nếu không quét được mã QR"),
      p(
        "Bạn có thể chuyển khoản thủ công: dùng nút sao chép bên cạnh số tài khoản, số tiền và nội dung. Vui lòng giữ **đúng nội dung chuyển khoản**, không thêm dấu hay ký tự khác vào mã đơn hàng.",
      ),
      h3("Lưu ý"),
      ul(
        "Chuyển đúng hoặc nhiều hơn số tiền của đơn; chuyển thiếu sẽ chưa được kích hoạt",
        "Đơn hàng giữ giá trong **7 ngày**; sau đó đơn tự huỷ, nhưng nếu tiền đã đến đủ, khoá học vẫn được kích hoạt",
        "Mua combo: bạn chỉ trả cho những khoá học chưa sở hữu",
        "Khi chuyển khoản liên ngân hàng ngoài giờ, giao dịch có thể đến chậm hơn một chút",
      ),
      quote(
        "Đã chuyển khoản nhưng sau 30 phút chưa được kích hoạt? Hãy gửi e-mail đến hotro@demo.hocviet.vn kèm mã đơn hàng, chúng tôi sẽ kiểm tra ngay.",
      ),
    ],
  },
];
