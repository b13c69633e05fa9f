import { SITE_TIME_ZONE } from "../../shared/constants.ts";
import { formatDate } from "../../shared/format.ts";
import type { Delivery } from "../db/schema.ts";
import type { CourseSeed, Rich } from "./content/types.ts";
import { h3, ol, p, ul } from "./rich.ts";

// Texts for TEXT lessons whose seed gives no content, and the page of a class session.

/** A reading or an exercise, from the lesson's name. */
export function defaultTextContent(lessonName: string, course: CourseSeed): Rich {
  if (/^(Bài tập|Đề bài)/.test(lessonName)) {
    return [
      h3("Yêu cầu"),
      p(`Vận dụng kiến thức của chương để hoàn thành: **${lessonName}**.`),
      ol(
        "Đọc kỹ đề bài và ghi ra những gì đề cho, những gì cần làm",
        "Tự làm trước, chỉ xem lại video khi thực sự bí",
        "So sánh kết quả với lời giải ở bài học tiếp theo",
      ),
      p("Thời gian gợi ý: *60–90 phút*. Làm xong, hãy đánh dấu hoàn thành để mở bài tiếp theo."),
    ];
  }
  return [
    h3(lessonName),
    p(
      `Bài đọc này tóm tắt những ý chính của phần **${lessonName}** trong khoá *${course.name}*. Hãy đọc kỹ trước khi chuyển sang bài tiếp theo.`,
    ),
    ul(
      "Đọc lướt một lượt để nắm các ý chính",
      "Ghi lại ví dụ hoặc số liệu bạn thấy hữu ích",
      "Tự trả lời: mình sẽ áp dụng điều này vào việc gì?",
    ),
    p("Có thắc mắc? Hãy ghi chú lại và hỏi giảng viên trong buổi hỏi đáp hằng tuần."),
  ];
}

const weekday = new Intl.DateTimeFormat("vi-VN", { weekday: "long", timeZone: SITE_TIME_ZONE });
const clock = new Intl.DateTimeFormat("vi-VN", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SITE_TIME_ZONE,
});

/** "Thứ Sáu, 04/12/2026, 18:30–20:30" in Vietnam time, through Intl. */
export function sessionTimeText(start: Date, end: Date): string {
  return `${weekday.format(start)}, ${formatDate(start)}, ${clock.format(start)}–${clock.format(end)}`;
}

/** The page of one onsite or remote class meeting. */
export function sessionContent(o: {
  delivery: Delivery;
  start: Date;
  end: Date;
  place: string;
  agenda: string[];
}): Rich {
  const where =
    o.delivery === "ONSITE"
      ? `Địa điểm: ${o.place}`
      : `Phòng học trực tuyến: [vào lớp qua Google Meet](${o.place})`;
  return [
    h3("Thông tin buổi học"),
    ul(`Thời gian: **${sessionTimeText(o.start, o.end)}** (giờ Việt Nam)`, where),
    h3("Nội dung"),
    ol(...o.agenda),
    p(
      o.delivery === "ONSITE"
        ? "Vui lòng đến trước 10 phút và mang theo máy tính xách tay đã sạc đầy."
        : "Vui lòng vào lớp trước 5 phút, bật camera và dùng tai nghe để buổi học không bị vọng tiếng.",
    ),
  ];
}
