import type { UserRole } from "../../db/schema.ts";
import type { Category } from "../art/palette.ts";
import type { StaffKey, StudentKey } from "./types.ts";

export interface PersonSeed {
  email: string;
  fullName: string;
  role: UserRole;
  title: string | null;
  phone: string | null;
  introduction: string | null;
  /** Staff get a generated profile picture in these colours. */
  avatar?: { initials: string; category: Category };
  createdDaysAgo: number;
}

/**
 * Demo accounts, all with ONE shared password (printed once). The first ADMIN is not here: start-up
 * creates it from ADMIN_EMAIL or prints a generated one.
 */
export const STAFF: Record<StaffKey, PersonSeed> = {
  director: {
    email: "quantri@demo.hocviet.vn",
    fullName: "Nguyễn Minh Quân",
    role: "ADMIN",
    title: "Giám đốc đào tạo",
    phone: "0903123456",
    introduction:
      "Hơn 12 năm xây dựng chương trình đào tạo doanh nghiệp. Phụ trách chất lượng khoá học và đội ngũ giảng viên của Học Việt.",
    avatar: { initials: "MQ", category: "code" },
    createdDaysAgo: 400,
  },
  trial: {
    email: "dungthu@demo.hocviet.vn",
    fullName: "Trần Thu Hà",
    role: "ADMIN_TRIAL",
    title: "Tài khoản quản trị dùng thử",
    phone: "0912345678",
    introduction:
      "Tài khoản để xem trước khu vực quản trị: xem được mọi màn hình, không sửa được dữ liệu.",
    avatar: { initials: "TH", category: "finance" },
    createdDaysAgo: 300,
  },
  manager: {
    email: "quanly@demo.hocviet.vn",
    fullName: "Lê Hoàng Phúc",
    role: "CONTENT_MANAGER",
    title: "Trưởng ban nội dung",
    phone: "0987654321",
    introduction:
      "Cựu phóng viên mảng công nghệ, nay phụ trách biên tập bài viết và tài liệu học tập của Học Việt.",
    avatar: { initials: "HP", category: "marketing" },
    createdDaysAgo: 380,
  },
  writer: {
    email: "bientap@demo.hocviet.vn",
    fullName: "Phạm Ngọc Anh",
    role: "CONTENT_WRITER",
    title: "Biên tập viên, giảng viên tiếng Anh",
    phone: "0978112233",
    introduction: "Thạc sĩ Ngôn ngữ Anh, IELTS 8.0, 8 năm giảng dạy tiếng Anh cho người đi làm.",
    avatar: { initials: "NA", category: "language" },
    createdDaysAgo: 350,
  },
  teacher: {
    email: "giangvien@demo.hocviet.vn",
    fullName: "Đỗ Quang Huy",
    role: "CONTENT_WRITER",
    title: "Kỹ sư phần mềm, giảng viên lập trình",
    phone: "0934556677",
    introduction:
      "10 năm phát triển sản phẩm web và di động tại các công ty công nghệ ở TP. Hồ Chí Minh. Thích dạy lập trình từ những ví dụ thực tế.",
    avatar: { initials: "QH", category: "design" },
    createdDaysAgo: 360,
  },
};

export const STUDENTS: Record<StudentKey, PersonSeed> = {
  student1: student(
    "hocvien1@demo.hocviet.vn",
    "Vũ Thị Lan",
    "Sinh viên năm cuối, Đại học Kinh tế Quốc dân",
    120,
  ),
  student2: student("hocvien2@demo.hocviet.vn", "Hoàng Văn Nam", "Nhân viên kinh doanh", 90),
  student3: student("hocvien3@demo.hocviet.vn", "Bùi Thanh Tâm", "Kế toán viên", 60),
  student4: student("hocvien4@demo.hocviet.vn", "Đặng Minh Châu", "Thiết kế tự do", 30),
  student5: student("hocvien5@demo.hocviet.vn", "Ngô Gia Bảo", null, 7),
};

function student(
  email: string,
  fullName: string,
  title: string | null,
  createdDaysAgo: number,
): PersonSeed {
  return {
    email,
    fullName,
    role: "CLIENT",
    title,
    phone: null,
    introduction: null,
    createdDaysAgo,
  };
}
