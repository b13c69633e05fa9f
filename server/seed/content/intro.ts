import { h2, h3, p, quote, ul } from "../rich.ts";
import type { Rich } from "./types.ts";

/**
 * A course introduction in the house style: what the course is, who it is for, how it is
 * taught, a word from the instructor. `lead` and `extra` may use the inline marks of rich.ts.
 */
export function courseIntro(o: {
  lead: string;
  audience: string[];
  method?: string[];
  extra?: string;
  quote: string;
}): Rich {
  return [
    h2("Giới thiệu khoá học"),
    p(o.lead),
    h3("Khoá học này dành cho ai?"),
    ul(...o.audience),
    h3("Học như thế nào?"),
    ul(
      ...(o.method ?? [
        "Video ngắn 5–15 phút, xem lại không giới hạn trên điện thoại và máy tính",
        "Bài tập thực hành và bài kiểm tra cuối mỗi chương để tự đánh giá",
        "Tài liệu PDF tải về, dùng làm sổ tay tra cứu sau khi học xong",
      ]),
    ),
    ...(o.extra ? [p(o.extra)] : []),
    quote(o.quote),
    p(
      "Chưa chắc khoá học có hợp với bạn? Hãy xem các **bài học thử miễn phí** trước, hoặc đọc [hướng dẫn thanh toán](/articles/huong-dan-thanh-toan) để biết cách đăng ký.",
    ),
  ];
}
